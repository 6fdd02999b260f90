// The neural voices' word times: exact where each clause the model spoke alone begins and ends,
// shared within it by phonemes (a tiny real Piper voice through sherpa-onnx).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GeneratedAudio } from "sherpa-onnx-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireEspeakData, writeTinyPiperVoice } from "../../../../tests/helpers/piper-model.ts";
import { createNeuralEngine, loadVoice } from "./engine.ts";
import { installVoice } from "./install.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-neural-timing-"));
const voicesDir = path.join(tmp, "voices");
const logger = { info: () => {}, warn: () => {}, error: () => {} };
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
beforeAll(async () => {
  await installVoice(writeTinyPiperVoice(path.join(tmp, "src"), "en_US-one-x_low"), { voicesDir });
}, 60_000);

describe("neural word timings", () => {
  it("are exact at each clause's bounds and share a clause by phonemes, not letters", async () => {
    const spoken: { text: string; samples: number; rate: number }[] = [];
    const engine = createNeuralEngine(
      {
        voicesDir,
        load: async (voice, espeakData, threads) => {
          const tts = await loadVoice(voice, espeakData, threads);
          return {
            sampleRate: tts.sampleRate,
            generateAsync: async (request): Promise<GeneratedAudio> => {
              const audio = await tts.generateAsync(request);
              spoken.push({
                text: request.text,
                samples: audio.samples.length,
                rate: audio.sampleRate,
              });
              return audio;
            },
          };
        },
      },
      logger,
    );
    const text =
      "It costs 500 through the week. [pause 1s] A second sentence, which is long enough " +
      "that the voice speaks it in two clauses, follows.";
    const result = await engine.synthesize({
      voiceId: "neural:en_US-one-x_low",
      text,
      format: "wav",
    });
    const marks = result.marks ?? [];
    const word = (w: string) => marks.find((m) => text.slice(m.from, m.to) === w);
    expect(marks.map((m) => text.slice(m.from, m.to)).join(" ")).toBe(
      text.replace(" [pause 1s]", ""),
    );
    // Each clause starts where the audio before it (clauses and pauses) ends.
    const ms = (samples: number, rate: number) => (samples / rate) * 1000;
    let at = 0;
    for (const clause of spoken) {
      const first = clause.text.trim().split(/\s+/)[0] ?? "";
      if (first === "A") at += 1000;
      const mark = marks.find((m) => m.from === text.indexOf(clause.text.trim()));
      expect(mark?.start, clause.text).toBeCloseTo(at, 3);
      expect(text.slice(mark?.from, mark?.to)).toBe(first);
      at += ms(clause.samples, clause.rate);
    }
    expect(spoken.length).toBeGreaterThanOrEqual(3);
    expect(marks.at(-1)?.end).toBeCloseTo(at, 3);
    // "500" (three letters, ten phonemes) takes longer than "through" (seven letters, three).
    const long = word("500");
    const short = word("through");
    if (!long || !short) throw new Error("words missing");
    expect(long.end - long.start).toBeGreaterThan(2 * (short.end - short.start));
  });
});
