// Runs inside a piscina worker thread, never on the server's event loop. Node loads this file with
// its own type stripping, so only erasable TypeScript and ".ts" imports are allowed here.
import initEspeak, { type ESpeakNGWorker } from "@echogarden/espeak-ng-emscripten";
import { move, transferableSymbol, valueSymbol } from "piscina";
import { concat } from "../audio.ts";
import { openMp3Encoder } from "../lame/lame.ts";
import type { AudioFormat } from "../types.ts";
import { ESPEAK_SAMPLE_RATE as SAMPLE_RATE, ssmlOf } from "./ssml.ts";

// 48 kbit/s constant bitrate: plenty for eSpeak's formant voice at 22 kHz, and CBR lets every
// browser show the duration and seek without a Xing header. LAME's -q 7 rather than its default
// 3: the same frames' worth of bits, found in well under half the time; a formant voice has
// little for the slower searches to improve (docs/decisions/010-lame-wasm.md).
const MP3 = { sampleRate: SAMPLE_RATE, kbps: 48, quality: 7 };

export interface EmbeddedTask {
  text: string; // user text, not yet escaped
  espeakVoice: string; // "en-us+m3"
  rate: number; // words per minute
  pitch: number; // 0..100
  format: AudioFormat;
}

export interface EmbeddedTaskResult {
  audio: Uint8Array; // MP3 frames, or raw 16-bit PCM when the format is WAV
  samples: number;
}

// One eSpeak instance per worker, created when the worker starts and reused: loading eSpeak's
// 24 MB of data takes far longer than speaking a sentence. An MP3 encoder is a LAME handle in
// the thread's one LAME instance: opened for each piece, at no cost worth keeping it for.
const ready: Promise<ESpeakNGWorker> = (async () => {
  const module = await initEspeak();
  const espeak = new module.eSpeakNGWorker();
  warmUp(espeak);
  return espeak;
})();

// V8 first runs WASM through its baseline compiler and optimizes the hot functions as they run:
// a few sentences now keep the first user's long text from running at half speed.
const WARM_UP_TEXT =
  "Speech engines warm up before the first request. This paragraph exercises the synthesizer " +
  "and the encoder long enough for the optimizing compiler to take over the busiest functions.";

function warmUp(espeak: ESpeakNGWorker) {
  espeak.set_voice("en-us");
  const mp3 = openMp3Encoder(MP3);
  espeak.synthesize(Array(10).fill(WARM_UP_TEXT).join(" "), (chunk) => {
    if (chunk && chunk.length > 0) mp3.encode(chunk);
  });
  mp3.finish();
}
// Keep a failed start from being reported as unhandled before the first task awaits it.
ready.catch(() => {});

export default async function synthesize(task: EmbeddedTask) {
  const espeak = await ready;
  const code = espeak.set_voice(task.espeakVoice);
  if (code !== 0) throw new Error(`eSpeak refused voice ${task.espeakVoice} (code ${code})`);
  // Rate and pitch survive set_voice, so a reused instance must be told them every time.
  espeak.set_rate(task.rate);
  espeak.set_pitch(task.pitch);
  espeak.set_range(50);

  const parts: Uint8Array[] = [];
  let samples = 0;
  const mp3 = task.format === "mp3" ? openMp3Encoder(MP3) : null;
  try {
    // Chunks are views into eSpeak's memory that the next chunk overwrites: each is consumed at
    // once, its 16-bit samples handed to LAME as they are.
    espeak.synthesize(ssmlOf(task.text), (chunk) => {
      if (!chunk || chunk.length === 0) return;
      samples += chunk.length;
      parts.push(
        mp3
          ? mp3.encode(chunk)
          : new Uint8Array(
              chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength),
            ),
      );
    });
    if (mp3) parts.push(mp3.finish());
  } finally {
    mp3?.close();
  }
  // A piece of a longer text: the engine joins the pieces (MP3 frames) or adds the WAV header.
  const audio = concat(parts);
  const result: EmbeddedTaskResult = { audio, samples };
  // Hand the buffer over to the main thread instead of copying it.
  return move({
    get [transferableSymbol]() {
      return [audio.buffer];
    },
    get [valueSymbol]() {
      return result;
    },
  });
}
