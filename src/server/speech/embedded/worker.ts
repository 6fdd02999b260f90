// Runs inside a piscina worker thread, never on the server's event loop. Node loads this file with
// its own type stripping, so only erasable TypeScript and ".ts" imports are allowed here.
import initEspeak, { type ESpeakNGWorker } from "@echogarden/espeak-ng-emscripten";
import { move, transferableSymbol, valueSymbol } from "piscina";
import { createMp3Encoder } from "wasm-media-encoders";
import { concat } from "../audio.ts";
import type { AudioFormat } from "../types.ts";
import { ESPEAK_SAMPLE_RATE as SAMPLE_RATE, ssmlOf } from "./ssml.ts";

// 48 kbit/s constant bitrate: plenty for eSpeak's formant voice at 22 kHz, and CBR lets every
// browser show the duration and seek without a Xing header.
const MP3_KBPS = 48;

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

type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;

// One eSpeak instance and one encoder per worker, created when the worker starts and reused:
// loading eSpeak's 24 MB of data takes far longer than speaking a sentence.
const ready: Promise<{ espeak: ESpeakNGWorker; mp3: Mp3Encoder }> = (async () => {
  const module = await initEspeak();
  const engines = { espeak: new module.eSpeakNGWorker(), mp3: await createMp3Encoder() };
  warmUp(engines.espeak, engines.mp3);
  return engines;
})();

// V8 first runs WASM through its baseline compiler and optimizes the hot functions as they run:
// a few sentences now keep the first user's long text from running at half speed.
const WARM_UP_TEXT =
  "Speech engines warm up before the first request. This paragraph exercises the synthesizer " +
  "and the encoder long enough for the optimizing compiler to take over the busiest functions.";

function warmUp(espeak: ESpeakNGWorker, mp3: Mp3Encoder) {
  espeak.set_voice("en-us");
  mp3.configure({ channels: 1, sampleRate: SAMPLE_RATE, bitrate: MP3_KBPS });
  espeak.synthesize(Array(10).fill(WARM_UP_TEXT).join(" "), (chunk) => {
    if (chunk && chunk.length > 0) mp3.encode([Float32Array.from(chunk, (x) => x / 32768)]);
  });
  mp3.finalize();
}
// Keep a failed start from being reported as unhandled before the first task awaits it.
ready.catch(() => {});

export default async function synthesize(task: EmbeddedTask) {
  const { espeak, mp3 } = await ready;
  const code = espeak.set_voice(task.espeakVoice);
  if (code !== 0) throw new Error(`eSpeak refused voice ${task.espeakVoice} (code ${code})`);
  // Rate and pitch survive set_voice, so a reused instance must be told them every time.
  espeak.set_rate(task.rate);
  espeak.set_pitch(task.pitch);
  espeak.set_range(50);

  const parts: Uint8Array[] = [];
  let samples = 0;
  if (task.format === "mp3")
    mp3.configure({ channels: 1, sampleRate: SAMPLE_RATE, bitrate: MP3_KBPS });
  // Chunks are views into WASM memory that the next chunk overwrites: consume each one at once.
  espeak.synthesize(ssmlOf(task.text), (chunk) => {
    if (!chunk || chunk.length === 0) return;
    samples += chunk.length;
    let part: Uint8Array;
    if (task.format === "mp3") {
      const floats = new Float32Array(chunk.length);
      for (let i = 0; i < chunk.length; i++) floats[i] = (chunk[i] ?? 0) / 32768;
      part = mp3.encode([floats]).slice();
    } else {
      part = new Uint8Array(
        chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength),
      );
    }
    parts.push(part);
  });
  if (task.format === "mp3") {
    const tail = mp3.finalize().slice();
    parts.push(tail);
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
