// The admin's installer checks a voice against the eSpeak data the server speaks with, found
// where the engine finds it: ESPEAK_NG_DATA first (docs/operations.md, Voices).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { requireEspeakData, writeTinyPiperVoice } from "../../../../tests/helpers/piper-model.ts";
import type { Env } from "../../env.ts";
import { ESPEAK_INSTALL_HINT, findEspeakData } from "../../speech/neural/espeak-data.ts";
import { neuralInstaller } from "./service.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-admin-installer-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const onProgress = () => {};

// The system's eSpeak data without its West Germanic voices (English among them): a copy that
// differs from what the automatic search finds.
function dataWithoutEnglish(): string {
  const system = findEspeakData() ?? "";
  const copy = path.join(tmp, "espeak-ng-data");
  fs.mkdirSync(path.join(copy, "lang"), { recursive: true });
  for (const entry of fs.readdirSync(system)) {
    if (entry !== "lang") fs.symlinkSync(path.join(system, entry), path.join(copy, entry));
  }
  for (const family of fs.readdirSync(path.join(system, "lang"))) {
    if (family !== "gmw") {
      fs.symlinkSync(path.join(system, "lang", family), path.join(copy, "lang", family));
    }
  }
  return copy;
}

describe("the admin's neural installer", () => {
  it("checks the eSpeak voice against ESPEAK_NG_DATA, not the data found elsewhere", async () => {
    const onnx = writeTinyPiperVoice(path.join(tmp, "src"), "en_US-elsewhere-x_low");
    const data = dataWithoutEnglish();
    const env = { DATA_DIR: path.join(tmp, "a"), ESPEAK_NG_DATA: data } as Env;
    await expect(neuralInstaller(env)(onnx, { onProgress })).rejects.toThrow(
      `asks for the eSpeak voice "en-us", which ${data} lacks`,
    );
    expect(fs.existsSync(path.join(tmp, "a", "voices", "en_US-elsewhere-x_low"))).toBe(false);
  });

  it("refuses, naming the missing eSpeak data, rather than record an unchecked voice as done", async () => {
    const onnx = writeTinyPiperVoice(path.join(tmp, "src"), "en_US-blind-x_low");
    const env = { DATA_DIR: path.join(tmp, "b"), ESPEAK_NG_DATA: path.join(tmp, "none") } as Env;
    await expect(neuralInstaller(env)(onnx, { onProgress })).rejects.toThrow(ESPEAK_INSTALL_HINT);
    expect(fs.existsSync(path.join(tmp, "b", "voices"))).toBe(false);
  });
});
