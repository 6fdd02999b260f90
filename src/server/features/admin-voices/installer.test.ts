// The admin's installer checks a voice against the eSpeak data the server speaks with, found
// where the engine finds it: ESPEAK_NG_DATA first (docs/operations.md, Voices).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { writeTinyPiperVoice } from "../../../../tests/helpers/piper-model.ts";
import type { Env } from "../../env.ts";
import { ESPEAK_INSTALL_HINT } from "../../speech/neural/espeak-data.ts";

// A machine whose eSpeak data is known only through ESPEAK_NG_DATA: the search finds nothing.
vi.mock("../../speech/neural/espeak-data.ts", async (actual) => {
  const real = await actual<typeof import("../../speech/neural/espeak-data.ts")>();
  return {
    ...real,
    findEspeakData: (configured?: string) => (configured ? real.findEspeakData(configured) : null),
  };
});
const { neuralInstaller } = await import("./service.ts");
const systemData = (
  await vi.importActual<typeof import("../../speech/neural/espeak-data.ts")>(
    "../../speech/neural/espeak-data.ts",
  )
).findEspeakData();

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-admin-installer-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const onProgress = () => {};

describe("the admin's neural installer", () => {
  it("checks the eSpeak voice against ESPEAK_NG_DATA and installs nothing it lacks", async () => {
    expect(systemData).not.toBeNull();
    const onnx = writeTinyPiperVoice(path.join(tmp, "src"), "en_US-nope-x_low", {
      espeakVoice: "xx-nope",
    });
    const env = { DATA_DIR: path.join(tmp, "a"), ESPEAK_NG_DATA: systemData ?? "" } as Env;
    await expect(neuralInstaller(env)(onnx, { onProgress })).rejects.toThrow(
      /asks for the eSpeak voice "xx-nope"/,
    );
    expect(fs.existsSync(path.join(tmp, "a", "voices", "en_US-nope-x_low"))).toBe(false);
  });

  it("installs a good voice with ESPEAK_NG_DATA and no warning", async () => {
    const onnx = writeTinyPiperVoice(path.join(tmp, "src"), "en_US-good-x_low");
    const env = { DATA_DIR: path.join(tmp, "b"), ESPEAK_NG_DATA: systemData ?? "" } as Env;
    const installed = await neuralInstaller(env)(onnx, { onProgress });
    expect(installed).toMatchObject({ id: "neural:en_US-good-x_low" });
    expect(installed).not.toHaveProperty("warning");
  });

  it("refuses, naming the missing eSpeak data, rather than record an unchecked voice as done", async () => {
    const onnx = writeTinyPiperVoice(path.join(tmp, "src"), "en_US-blind-x_low");
    const env = { DATA_DIR: path.join(tmp, "c") } as Env;
    await expect(neuralInstaller(env)(onnx, { onProgress })).rejects.toThrow(ESPEAK_INSTALL_HINT);
    expect(fs.existsSync(path.join(tmp, "c", "voices", "en_US-blind-x_low"))).toBe(false);
  });
});
