// A voice removed while it speaks a long text finishes that text with the model it started on.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { requireEspeakData, writeTinyPiperVoice } from "../../../../tests/helpers/piper-model.ts";
import { createNeuralEngine, loadVoice } from "./engine.ts";
import { installVoice, removeVoice } from "./install.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-neural-removal-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const logger = { info: () => {}, warn: () => {}, error: () => {} };
const KEY = "en_US-gone-x_low";

describe("removing a voice while it speaks", () => {
  it("finishes the text on the model already loaded, loading it once", async () => {
    const voicesDir = path.join(tmp, "voices");
    await installVoice(writeTinyPiperVoice(path.join(tmp, "src"), KEY), { voicesDir });
    let loads = 0;
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const engine = createNeuralEngine(
      {
        voicesDir,
        load: async (voice, espeakData, threads) => {
          loads++;
          const tts = await loadVoice(voice, espeakData, threads);
          return {
            sampleRate: tts.sampleRate,
            // The second text waits until the voice is gone.
            generateAsync: async (request) => {
              if (++calls === 2) await gate;
              return tts.generateAsync(request);
            },
          };
        },
      },
      logger,
    );
    const text = Array.from({ length: 20 }, (_, i) => `This is sentence ${i + 1} of it.`).join(" ");
    const spoken = engine.synthesize({ voiceId: `neural:${KEY}`, text, format: "mp3" });
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(await removeVoice(KEY, voicesDir)).toBe(true);
    // Listing notices the removal and forgets the loaded voice.
    expect(await engine.listVoices()).toEqual([]);
    release();
    const result = await spoken;
    expect(result.audio.byteLength).toBeGreaterThan(0);
    expect(calls).toBeGreaterThan(2);
    expect(loads).toBe(1);
  });
});
