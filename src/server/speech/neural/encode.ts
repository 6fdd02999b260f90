// Encodes a neural voice's float samples as it speaks, on the event loop but in slices of about
// a quarter second of audio so no request waits behind a long text's encoding.
import { createMp3Encoder } from "wasm-media-encoders";
import { concat, pcm16ToWav, WAV_HEADER_BYTES } from "../audio.ts";
import type { AudioFormat } from "../types.ts";

// 64 kbit/s constant bitrate: Piper's 22 kHz speech stays clean (the eSpeak engine's 48 would
// smear it), and CBR frames join by concatenation and let every browser seek.
const MP3_KBPS = 64;
const SLICE_SECONDS = 0.25;

// Encoders are reused: making one instantiates LAME's WASM, tens of milliseconds on the event loop.
type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
const idle: Mp3Encoder[] = [];
const MAX_IDLE_ENCODERS = 4;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function toPcm16(samples: Float32Array): Uint8Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return new Uint8Array(out.buffer);
}

/** One piece of speech: whole MP3 frames (pieces join by concatenation) or a WAV of its own. */
export async function encodePiece(
  samples: Float32Array,
  sampleRate: number,
  format: AudioFormat,
): Promise<Uint8Array> {
  const slice = Math.max(1, Math.round(sampleRate * SLICE_SECONDS));
  if (format === "wav") {
    const parts: Uint8Array[] = [];
    for (let at = 0; at < samples.length; at += slice) {
      parts.push(toPcm16(samples.subarray(at, at + slice)));
      await yieldToLoop();
    }
    return pcm16ToWav(concat(parts), sampleRate);
  }
  const mp3 = idle.pop() ?? (await createMp3Encoder());
  try {
    mp3.configure({ channels: 1, sampleRate, bitrate: MP3_KBPS });
    const parts: Uint8Array[] = [];
    for (let at = 0; at < samples.length; at += slice) {
      // The encoder answers a view into its own memory, overwritten by the next call: copy it.
      parts.push(mp3.encode([samples.subarray(at, at + slice)]).slice());
      await yieldToLoop();
    }
    parts.push(mp3.finalize().slice());
    return concat(parts);
  } finally {
    if (idle.length < MAX_IDLE_ENCODERS) idle.push(mp3);
  }
}

/** Joins pieces from encodePiece: MP3 frames as they are, WAVs by their samples. */
export function joinPieces(pieces: Uint8Array[], sampleRate: number, format: AudioFormat) {
  if (format === "mp3") return concat(pieces);
  return pcm16ToWav(concat(pieces.map((p) => p.subarray(WAV_HEADER_BYTES))), sampleRate);
}
