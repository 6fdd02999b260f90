import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { requireEspeakData, writeTinyPiperVoice } from "../../../../tests/helpers/piper-model.ts";
import { createNeuralEngine } from "./engine.ts";
import { installVoice, removeVoice } from "./install.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-voice-folder-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const logger = { info: () => {}, warn: () => {}, error: () => {} };
const KEY = "en_US-one-x_low";

describe("a voice folder named other than its voice", () => {
  it("is skipped and shown in the status: a backup copy does not list the voice twice", async () => {
    const voicesDir = path.join(tmp, "copy");
    await installVoice(writeTinyPiperVoice(path.join(tmp, "src"), KEY), { voicesDir });
    fs.cpSync(path.join(voicesDir, KEY), path.join(voicesDir, `${KEY}.bak`), { recursive: true });
    const engine = createNeuralEngine({ voicesDir }, logger);
    expect((await engine.listVoices()).map((v) => v.id)).toEqual([`neural:${KEY}`]);
    const status = await engine.status();
    expect(status.detail).toContain(`skipped ${KEY}.bak:`);
    expect(status.detail).toContain(`is the voice "${KEY}": its folder must be named so`);
  });

  it("is not offered once moved aside, and removal says there is no such voice", async () => {
    const voicesDir = path.join(tmp, "moved");
    await installVoice(writeTinyPiperVoice(path.join(tmp, "src"), KEY), { voicesDir });
    fs.renameSync(path.join(voicesDir, KEY), path.join(voicesDir, "old-one"));
    const engine = createNeuralEngine({ voicesDir }, logger);
    expect(await engine.listVoices()).toEqual([]);
    const refused = await engine
      .synthesize({ voiceId: `neural:${KEY}`, text: "Hello there.", format: "wav" })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "UNKNOWN_VOICE" });
    expect(await removeVoice(KEY, voicesDir)).toBe(false);
  });
});
