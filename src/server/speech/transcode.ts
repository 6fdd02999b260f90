// A stored generation in the format a download asks for: decoded to samples (MP3 by mpg123 in
// WebAssembly, WAV by reading its PCM), then encoded again as WAV or as MP3 at 64 or 128 kbit/s.
// Runs on the event loop in slices, like every encoder here (encode.ts).
import { MPEGDecoder } from "mpg123-decoder";
import type { DownloadFormat } from "../../domain/generation.ts";
import { concat, wavPcm } from "./audio.ts";
import { openEncoder, yieldToLoop } from "./encode.ts";
import type { AudioFormat } from "./types.ts";

const DECODE_SLICE_BYTES = 64 * 1024;

export interface Samples {
  samples: Float32Array;
  sampleRate: number;
}

/** One channel: a stereo file (some providers send one) is mixed down, as speech is mono. */
function mono(channels: Float32Array[]): Float32Array {
  const [first, ...rest] = channels;
  if (!first) return new Float32Array();
  if (rest.length === 0) return first;
  const out = new Float32Array(first.length);
  for (const ch of channels) {
    for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) + (ch[i] ?? 0) / channels.length;
  }
  return out;
}

async function decodeMp3(bytes: Uint8Array): Promise<Samples> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const parts: Float32Array[] = [];
    let sampleRate = 0;
    for (let at = 0; at < bytes.length; at += DECODE_SLICE_BYTES) {
      const out = decoder.decode(bytes.subarray(at, at + DECODE_SLICE_BYTES));
      if (out.samplesDecoded > 0) {
        parts.push(mono(out.channelData).slice(0, out.samplesDecoded));
        sampleRate = out.sampleRate;
      }
      await yieldToLoop();
    }
    const samples = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
    let offset = 0;
    for (const p of parts) {
      samples.set(p, offset);
      offset += p.length;
    }
    return { samples, sampleRate };
  } finally {
    decoder.free();
  }
}

function decodeWav(bytes: Uint8Array): Samples {
  const wav = wavPcm(bytes);
  if (!wav) throw new Error("not a 16-bit PCM WAV");
  const pcm = new Int16Array(
    wav.pcm.buffer.slice(wav.pcm.byteOffset, wav.pcm.byteOffset + wav.pcm.byteLength),
  );
  const frames = pcm.length / wav.channels;
  const channels = Array.from({ length: wav.channels }, (_, c) => {
    const ch = new Float32Array(frames);
    for (let i = 0; i < frames; i++) ch[i] = (pcm[i * wav.channels + c] ?? 0) / 32768;
    return ch;
  });
  return { samples: mono(channels), sampleRate: wav.sampleRate };
}

/** Mono samples of a whole MP3 or WAV. */
export async function decodeAudio(bytes: Uint8Array, from: AudioFormat): Promise<Samples> {
  return from === "mp3" ? decodeMp3(bytes) : decodeWav(bytes);
}

export async function transcode(
  bytes: Uint8Array,
  from: AudioFormat,
  to: DownloadFormat,
): Promise<Uint8Array> {
  const { samples, sampleRate } = await decodeAudio(bytes, from);
  const encoder =
    to === "wav"
      ? await openEncoder(sampleRate, "wav")
      : await openEncoder(sampleRate, "mp3", to === "mp3-64" ? 64 : 128);
  const body = concat([await encoder.encode(samples), encoder.finish()]);
  return encoder.wrap(body);
}
