import { MPEGDecoder } from "mpg123-decoder";
import { describe, expect, it } from "vitest";
import { concat, mp3DurationMs, wholeMp3Frames } from "../audio.ts";
import { openMp3Encoder } from "./lame.ts";

const RATE = 22_050;

/** A second of a voice-like tone: 16-bit samples, as eSpeak hands them over. */
function tone(seconds: number, rate = RATE): Int16Array {
  const out = new Int16Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    out[i] = Math.round(
      8000 * Math.sin(2 * Math.PI * 220 * t) + 3000 * Math.sin(2 * Math.PI * 1760 * t),
    );
  }
  return out;
}

function encode(samples: Int16Array | Float32Array, kbps: number, quality?: number, rate = RATE) {
  const mp3 = openMp3Encoder({ sampleRate: rate, kbps, quality });
  const parts: Uint8Array[] = [];
  // In eSpeak-sized chunks, as the worker feeds it.
  for (let at = 0; at < samples.length; at += 2173)
    parts.push(mp3.encode(samples.subarray(at, at + 2173)));
  parts.push(mp3.finish());
  return { bytes: concat(parts), sampleRate: mp3.sampleRate };
}

/** Every frame header's bitrate, sample rate and channel mode. */
function headers(bytes: Uint8Array) {
  const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
  const out: { kbps: number; mono: boolean; mpeg2: boolean }[] = [];
  let at = 0;
  while (at < bytes.length) {
    const b1 = bytes[at + 1] ?? 0;
    const b2 = bytes[at + 2] ?? 0;
    const b3 = bytes[at + 3] ?? 0;
    const mpeg2 = ((b1 >> 3) & 3) === 2;
    const kbps = MPEG2_KBPS[b2 >> 4] ?? 0;
    out.push({ kbps, mono: b3 >> 6 === 3, mpeg2 });
    at += Math.floor((72 * kbps * 1000) / RATE) + ((b2 >> 1) & 1);
  }
  return out;
}

async function decode(bytes: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const out = decoder.decode(bytes);
    return {
      samples: out.channelData[0]?.subarray(0, out.samplesDecoded) ?? new Float32Array(),
      rate: out.sampleRate,
    };
  } finally {
    decoder.free();
  }
}

const rms = (xs: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < xs.length; i++) sum += (xs[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, xs.length));
};

describe("openMp3Encoder", () => {
  it("writes 48 kbit/s constant-bitrate mono frames at 22.05 kHz, only whole frames and nothing else", () => {
    const { bytes, sampleRate } = encode(tone(2), 48, 7);
    expect(sampleRate).toBe(RATE);
    expect(wholeMp3Frames(bytes)).toBe(bytes.length); // no ID3 tag, no stray bytes
    const frames = headers(bytes);
    expect(frames.length).toBeGreaterThan(70);
    expect(frames.every((f) => f.kbps === 48 && f.mono && f.mpeg2)).toBe(true);
    // No Xing/Info frame: the first frame is audio like the rest.
    expect(new TextDecoder("latin1").decode(bytes.subarray(0, 200))).not.toMatch(/Xing|Info|LAME/);
  });

  it("lasts as long as its samples, plus less than LAME's delay and last frame", () => {
    const { bytes } = encode(tone(3), 48, 7);
    const ms = mp3DurationMs(bytes) ?? 0;
    expect(ms).toBeGreaterThanOrEqual(3000);
    expect(ms).toBeLessThan(3000 + ((1105 + 576) / RATE) * 1000 + 1);
  });

  it("decodes to the sound it was given", async () => {
    const input = tone(2);
    const { bytes } = encode(input, 48, 7);
    const out = await decode(bytes);
    expect(out.rate).toBe(RATE);
    const level = rms(Array.from(input, (x) => x / 32768));
    expect(rms(out.samples)).toBeGreaterThan(level * 0.8);
    expect(rms(out.samples)).toBeLessThan(level * 1.2);
  });

  it("joins pieces by concatenation: the whole plays as long as its pieces", async () => {
    const a = encode(tone(1.5), 48, 7).bytes;
    const b = encode(tone(2.5), 48, 7).bytes;
    const joined = concat([a, b]);
    expect(wholeMp3Frames(joined)).toBe(joined.length);
    expect(mp3DurationMs(joined)).toBe((mp3DurationMs(a) ?? 0) + (mp3DurationMs(b) ?? 0));
    const out = await decode(joined);
    expect(out.samples.length / RATE).toBeGreaterThan(4);
  });

  it("takes float samples too, for the neural voices and downloads, at their bitrates", () => {
    const floats = Float32Array.from(tone(1), (x) => x / 32768);
    for (const kbps of [64, 128]) {
      const { bytes } = encode(floats, kbps);
      expect(headers(bytes).every((f) => f.kbps === kbps)).toBe(true);
      expect(mp3DurationMs(bytes)).toBeGreaterThanOrEqual(1000);
    }
  });

  it("passes the quality setting to LAME: -q 7 chooses other bits than the default -q 3", () => {
    const input = tone(1);
    const fast = encode(input, 48, 7).bytes;
    const fine = encode(input, 48).bytes;
    expect(fast.length).toBe(fine.length); // the bitrate fixes the size
    expect(Buffer.from(fast).equals(Buffer.from(fine))).toBe(false);
    expect(Buffer.from(encode(input, 48, 7).bytes).equals(Buffer.from(fast))).toBe(true);
  });

  it("refuses to encode after finish", () => {
    const mp3 = openMp3Encoder({ sampleRate: RATE, kbps: 48 });
    mp3.finish();
    expect(() => mp3.encode(tone(0.1))).toThrow(/closed/);
    mp3.close(); // harmless twice
  });
});
