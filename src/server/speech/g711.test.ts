import { describe, expect, it } from "vitest";
import { alawOf, g711, ulawOf } from "./g711.ts";

// The ITU's decoders, written from the standard's tables, to check the encoders against.
function ulawValue(byte: number): number {
  const u = ~byte & 0xff;
  const t = (((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4);
  return u & 0x80 ? 0x84 - t : t - 0x84;
}
function alawValue(byte: number): number {
  const a = byte ^ 0x55;
  const segment = (a & 0x70) >> 4;
  let t = (a & 0x0f) << 4;
  if (segment === 0) t += 8;
  else t = (t + 0x108) << (segment - 1);
  return a & 0x80 ? t : -t;
}

describe("G.711", () => {
  it("gives the standard's codes for silence and the extremes", () => {
    expect([0, 32767, -32768].map(ulawOf)).toEqual([0xff, 0x80, 0x00]);
    expect([0, 32767, -32768].map(alawOf)).toEqual([0xd5, 0xaa, 0x2a]);
  });

  // The decoders return the middle of each code's interval, so a sample comes back at most half
  // a step off: steps are 1/16 of their segment (μ-law's counted with its bias of 132), and μ-law
  // clips beyond 32,635.
  it.each([
    ["ulaw", ulawOf, ulawValue, (s: number) => (Math.min(Math.abs(s), 32635) + 132) / 32],
    ["alaw", alawOf, alawValue, (s: number) => Math.abs(s) / 32 + 8],
  ] as const)("%s keeps every sample within half a step", (law, encode, decode, halfStep) => {
    for (let sample = -32768; sample <= 32767; sample++) {
      const back = decode(encode(sample));
      const kept = Math.max(-32635, Math.min(32635, sample));
      expect(Math.abs(back - (law === "ulaw" ? kept : sample))).toBeLessThanOrEqual(
        halfStep(sample),
      );
    }
  });

  it("encodes 16-bit little-endian PCM one byte a sample", () => {
    const pcm = new Uint8Array(6);
    const view = new DataView(pcm.buffer);
    for (const [i, v] of [0, 1000, -1000].entries()) view.setInt16(i * 2, v, true);
    expect([...g711(pcm, "ulaw")]).toEqual([0, 1000, -1000].map(ulawOf));
    expect([...g711(pcm, "alaw")]).toEqual([0, 1000, -1000].map(alawOf));
  });
});
