// Encodes float samples (a neural voice as it speaks, a download in another format) on the event
// loop but in slices of about a quarter second of audio, so no request waits behind a long text's
// encoding. One MP3 stream per request: the pieces are its consecutive frames, so no encoder
// padding is heard at a join.
import { concat, pcm16ToWav } from "./audio.ts";
import { openMp3Encoder } from "./lame/lame.ts";
import type { AudioFormat } from "./types.ts";

// 64 kbit/s constant bitrate: Piper's 22 kHz speech stays clean (the eSpeak engine's 48 would
// smear it), and CBR frames join by concatenation and let every browser seek.
const MP3_KBPS = 64;
const SLICE_SECONDS = 0.25;

export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function toPcm16(samples: Float32Array): Uint8Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return new Uint8Array(out.buffer);
}

export interface StreamEncoder {
  readonly sampleRate: number;
  /** The bytes for these samples: MP3 frames, or 16-bit PCM for WAV. */
  encode(samples: Float32Array): Promise<Uint8Array>;
  /** The MP3 encoder's last frames (nothing for WAV); the encoder is closed after. */
  finish(): Uint8Array;
  /** A piece as a file of its own: MP3 frames as they are, PCM with a WAV header. */
  wrap(bytes: Uint8Array): Uint8Array;
}

/** The constant bitrates used here: the engines' own, and the downloads' choices. */
export type Mp3Kbps = 48 | 64 | 128;

export async function openEncoder(
  sampleRate: number,
  format: AudioFormat,
  kbps: Mp3Kbps = MP3_KBPS,
): Promise<StreamEncoder> {
  const slice = Math.max(1, Math.round(sampleRate * SLICE_SECONDS));
  // LAME's default quality (-q 3): these voices and downloads keep the encoding they always had.
  const mp3 = format === "mp3" ? openMp3Encoder({ sampleRate, kbps }) : null;
  let done = false;
  return {
    sampleRate,
    async encode(samples) {
      const parts: Uint8Array[] = [];
      for (let at = 0; at < samples.length; at += slice) {
        const part = samples.subarray(at, at + slice);
        parts.push(mp3 ? mp3.encode(part) : toPcm16(part));
        await yieldToLoop();
      }
      return concat(parts);
    },
    finish() {
      if (!mp3 || done) return new Uint8Array();
      done = true;
      return mp3.finish();
    },
    wrap: (bytes) => (mp3 ? bytes : pcm16ToWav(bytes, sampleRate)),
  };
}
