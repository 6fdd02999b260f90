// Runs inside a piscina worker thread, never on the server's event loop. Node loads this file with
// its own type stripping, so only erasable TypeScript and ".ts" imports are allowed here.
import { move, transferableSymbol, valueSymbol } from "piscina";
import type { WordMark } from "../../../domain/word-timing.ts";
import { concat } from "../audio.ts";
import { type Espeak, type EspeakEvent, espeak } from "../espeak/espeak.ts";
import { openMp3Encoder } from "../lame/lame.ts";
import type { AudioFormat } from "../types.ts";
import { ESPEAK_SAMPLE_RATE as SAMPLE_RATE, ssmlMap } from "./ssml.ts";
import { createLoudness, marksFromEvents } from "./word-events.ts";

// 48 kbit/s constant bitrate: plenty for eSpeak's formant voice at 22 kHz, and CBR lets every
// browser show the duration and seek without a Xing header. LAME's -q 7 rather than its default
// 3: the same frames' worth of bits, found in well under half the time; a formant voice has
// little for the slower searches to improve (docs/decisions/010-lame-wasm.md).
const MP3 = { sampleRate: SAMPLE_RATE, kbps: 48, quality: 7 };
// eSpeak's defaults; a voice sets its own rate and pitch.
const PROSODY = { rate: 175, pitch: 50, range: 50 };

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
  /** The task's words, on its own text and from the start of its own audio. */
  marks: WordMark[];
}

// V8 first runs WASM through its baseline compiler and optimizes the hot functions as they run:
// a few sentences now keep the first user's long text from running at half speed.
const WARM_UP_TEXT =
  "Speech engines warm up before the first request. This paragraph exercises the synthesizer " +
  "and the encoder long enough for the optimizing compiler to take over the busiest functions.";

function warmUp(engine: Espeak) {
  engine.setVoice("en-us");
  const mp3 = openMp3Encoder(MP3);
  engine.synthesize(Array(10).fill(WARM_UP_TEXT).join(" "), PROSODY, (chunk) => mp3.encode(chunk));
  mp3.finish();
}

// One eSpeak instance per worker (docs/decisions/012-espeak-wasm.md), created when the worker
// starts and reused. An MP3 encoder is a LAME handle in the thread's one LAME instance: opened
// for each piece, at no cost worth keeping it for.
const ready: Promise<Espeak> = (async () => {
  const engine = espeak();
  warmUp(engine);
  return engine;
})();
// Keep a failed start from being reported as unhandled before the first task awaits it.
ready.catch(() => {});

export default async function synthesize(task: EmbeddedTask) {
  const engine = await ready;
  const code = engine.setVoice(task.espeakVoice);
  if (code !== 0) throw new Error(`eSpeak refused voice ${task.espeakVoice} (code ${code})`);
  const prosody = { rate: task.rate, pitch: task.pitch, range: PROSODY.range };

  const parts: Uint8Array[] = [];
  let samples = 0;
  const mp3 = task.format === "mp3" ? openMp3Encoder(MP3) : null;
  const { ssml, origin } = ssmlMap(task.text);
  const events: EspeakEvent[] = [];
  const loudness = createLoudness();
  try {
    // Chunks are views into eSpeak's memory that the next chunk overwrites: each is consumed at
    // once, its 16-bit samples handed to LAME as they are.
    const onChunk = (chunk: Int16Array) => {
      samples += chunk.length;
      loudness.add(chunk);
      parts.push(
        mp3
          ? mp3.encode(chunk)
          : new Uint8Array(
              chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength),
            ),
      );
    };
    engine.synthesize(ssml, prosody, onChunk, (event) => events.push(event));
    if (mp3) parts.push(mp3.finish());
  } finally {
    mp3?.close();
  }
  // A piece of a longer text: the engine joins the pieces (MP3 frames) or adds the WAV header.
  const audio = concat(parts);
  const marks = marksFromEvents(task.text, origin, events, loudness.blocks, samples, SAMPLE_RATE);
  const result: EmbeddedTaskResult = { audio, samples, marks };
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
