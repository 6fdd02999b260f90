import { describe, expect, it } from "vitest";
import { pcm16ToWav } from "../../speech/audio.ts";
import { g711 } from "../../speech/g711.ts";
import type { SynthesisResult } from "../../speech/index.ts";
import { encodeOutput, toPcm } from "./audio-output.ts";

function sine(rate: number, seconds: number, channels = 1): Uint8Array {
  const frames = Math.round(rate * seconds);
  const pcm = new Uint8Array(frames * 2 * channels);
  const view = new DataView(pcm.buffer);
  for (let i = 0; i < frames; i++) {
    const v = Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 10_000);
    for (let ch = 0; ch < channels; ch++) view.setInt16((i * channels + ch) * 2, v, true);
  }
  return pcm16ToWav(pcm, rate, channels);
}

const samples = (pcm: Uint8Array) => {
  const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  return Array.from({ length: pcm.byteLength / 2 }, (_, i) => view.getInt16(i * 2, true));
};

describe("PCM output", () => {
  it("resamples to the asked rate, keeping the duration and the waveform", () => {
    const out = toPcm(sine(22_050, 0.5), 16_000);
    expect(out.byteLength).toBe(16_000 * 0.5 * 2);
    const expected = Array.from({ length: 8000 }, (_, i) =>
      Math.round(Math.sin((2 * Math.PI * 440 * i) / 16_000) * 10_000),
    );
    const got = samples(out);
    const worst = Math.max(...got.map((v, i) => Math.abs(v - (expected[i] ?? 0))));
    expect(worst).toBeLessThan(300);
  });

  it("mixes stereo down to mono", () => {
    const out = toPcm(sine(24_000, 0.1, 2), 24_000);
    expect(out.byteLength).toBe(2400 * 2);
  });

  it("streams a WAV header of unknown length, then each piece's samples", async () => {
    async function* pieces(): AsyncGenerator<SynthesisResult> {
      for (let i = 0; i < 2; i++)
        yield {
          audio: sine(22_050, 0.2),
          contentType: "audio/wav",
          format: "wav",
          durationMs: 200,
        };
    }
    const chunks: Uint8Array[] = [];
    for await (const c of encodeOutput(pieces(), { kind: "wav", sampleRate: 24_000 }))
      chunks.push(c);
    expect(chunks).toHaveLength(3);
    const header = new DataView((chunks[0] as Uint8Array).buffer);
    expect(header.getUint32(24, true)).toBe(24_000);
    expect(header.getUint32(40, true)).toBe(0xffffffff);
    expect(chunks[1]?.byteLength).toBe(4800 * 2);
  });

  it("sends 8 kHz G.711 for telephony, μ-law or A-law", async () => {
    async function* pieces(): AsyncGenerator<SynthesisResult> {
      yield { audio: sine(22_050, 0.2), contentType: "audio/wav", format: "wav", durationMs: 200 };
    }
    for (const kind of ["ulaw", "alaw"] as const) {
      const chunks: Uint8Array[] = [];
      for await (const c of encodeOutput(pieces(), { kind })) chunks.push(c);
      expect(chunks).toHaveLength(1);
      const at8k = toPcm(sine(22_050, 0.2), 8000);
      expect([...(chunks[0] ?? [])]).toEqual([...g711(at8k, kind)]);
      expect(chunks[0]?.byteLength).toBe(1600);
    }
  });
});
