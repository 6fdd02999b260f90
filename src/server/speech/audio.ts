// Small, dependency-free audio helpers: a WAV wrapper for raw PCM, and durations read from the
// bytes so every engine can fill `durationMs` the same way, whatever the provider says.
import type { AudioFormat } from "./types.ts";

export const WAV_HEADER_BYTES = 44;

// A canonical 44-byte RIFF/WAVE header for 16-bit little-endian PCM, followed by the samples.
export function pcm16ToWav(pcm: Uint8Array, sampleRate: number, channels = 1): Uint8Array {
  const out = new Uint8Array(WAV_HEADER_BYTES + pcm.byteLength);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[offset + i] = text.charCodeAt(i);
  };
  const blockAlign = channels * 2;
  ascii(0, "RIFF");
  view.setUint32(4, 36 + pcm.byteLength, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true); // byte rate
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, pcm.byteLength, true);
  out.set(pcm, WAV_HEADER_BYTES);
  return out;
}

function ascii4(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

// Walks the chunks rather than assuming 44 bytes: providers add LIST chunks, and streamed WAVs
// declare a data size of 0 or 0xFFFFFFFF, so the bytes actually present are what count.
export function wavDurationMs(bytes: Uint8Array): number | null {
  if (bytes.byteLength < 12 || ascii4(bytes, 0) !== "RIFF" || ascii4(bytes, 8) !== "WAVE") {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii4(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt " && body + 12 <= bytes.byteLength) byteRate = view.getUint32(body + 8, true);
    if (id === "data") {
      if (byteRate === 0) return null;
      const available = bytes.byteLength - body;
      const length = size === 0 || size > available ? available : size;
      return Math.round((length / byteRate) * 1000);
    }
    offset = body + size + (size % 2);
  }
  return null;
}

export interface WavPcm {
  pcm: Uint8Array;
  sampleRate: number;
  channels: number;
}

/** The 16-bit PCM samples of a WAV, with the same tolerance as wavDurationMs. */
export function wavPcm(bytes: Uint8Array): WavPcm | null {
  if (bytes.byteLength < 12 || ascii4(bytes, 0) !== "RIFF" || ascii4(bytes, 8) !== "WAVE") {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Omit<WavPcm, "pcm"> | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii4(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt " && body + 16 <= bytes.byteLength) {
      if (view.getUint16(body + 14, true) !== 16) return null;
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
      };
    }
    if (id === "data") {
      if (!format) return null;
      const end = size === 0 || body + size > bytes.byteLength ? bytes.byteLength : body + size;
      // Whole samples only: a stream cut mid-sample would shift every later byte.
      const usable = end - ((end - body) % (2 * format.channels));
      return { ...format, pcm: bytes.subarray(body, usable) };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

// ID3v2 tags precede the first frame in many providers' MP3s; their size is "syncsafe" (7 bits
// per byte). https://id3.org/id3v2.4.0-structure
export function id3Length(bytes: Uint8Array): number {
  if (bytes.byteLength < 10 || ascii4(bytes, 0).slice(0, 3) !== "ID3") return 0;
  const size =
    ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
  const footer = ((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

const MPEG1_L3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_L3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG 1
  2: [22050, 24000, 16000], // MPEG 2
  0: [11025, 12000, 8000], // MPEG 2.5
};

interface Mp3Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

// Layer III only: that is what every engine here produces.
function readFrame(bytes: Uint8Array, at: number): Mp3Frame | null {
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  if (version === 1 || layer !== 1) return null;
  const kbps = (version === 3 ? MPEG1_L3_KBPS : MPEG2_L3_KBPS)[b2 >> 4] ?? 0;
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3] ?? 0;
  if (kbps === 0 || sampleRate === 0) return null;
  const samples = version === 3 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { length, samples, sampleRate };
}

export function isMp3(bytes: Uint8Array): boolean {
  return readFrame(bytes, id3Length(bytes)) !== null;
}

export function mp3DurationMs(bytes: Uint8Array): number | null {
  let at = id3Length(bytes);
  let seconds = 0;
  let frames = 0;
  for (;;) {
    const frame = readFrame(bytes, at);
    if (frame === null || at + frame.length > bytes.byteLength) break;
    seconds += frame.samples / frame.sampleRate;
    frames++;
    at += frame.length;
  }
  return frames === 0 ? null : Math.round(seconds * 1000);
}

/** How long a whole MP3 or WAV plays, read from its bytes. */
export function audioDurationMs(bytes: Uint8Array, format: AudioFormat): number | null {
  return format === "wav" ? wavDurationMs(bytes) : mp3DurationMs(bytes);
}

/** How many bytes from the start are whole MP3 frames; an encoder's output may end mid-frame. */
export function wholeMp3Frames(bytes: Uint8Array): number {
  let at = id3Length(bytes);
  for (;;) {
    const frame = readFrame(bytes, at);
    if (frame === null || at + frame.length > bytes.byteLength) return at;
    at += frame.length;
  }
}

/** The parts one after the other in a single buffer. */
export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
