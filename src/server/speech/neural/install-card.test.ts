import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type PiperMirror, startPiperMirror } from "../../../../tests/helpers/piper-mirror.ts";
import { requireEspeakData, voicesCli } from "../../../../tests/helpers/piper-model.ts";
import { installVoice } from "./install.ts";
import { scanVoices } from "./voice-folder.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-card-"));
const mirrors: PiperMirror[] = [];
afterAll(async () => {
  await Promise.all(mirrors.map((m) => m.close()));
  fs.rmSync(tmp, { recursive: true, force: true });
});
let n = 0;

async function setUp(keys: string[], options: Parameters<typeof startPiperMirror>[2] = {}) {
  const dir = path.join(tmp, `case-${++n}`);
  const mirror = await startPiperMirror(path.join(dir, "mirror"), keys, options);
  mirrors.push(mirror);
  const voicesDir = path.join(dir, "voices");
  const install = (key: string, commercialOnly = false) =>
    installVoice(key, { voicesDir, baseUrl: mirror.url, commercialOnly });
  return { mirror, voicesDir, install };
}

describe("a catalogue voice's licence, from its MODEL_CARD", () => {
  it("records the licence the card states, shown wherever the voice is listed", async () => {
    const { voicesDir, install } = await setUp(["ur_PK-fasih-medium"], {
      licences: { "ur_PK-fasih-medium": "CC BY 4.0 (Urdu speech corpus)" },
    });
    const info = await install("ur_PK-fasih-medium");
    expect(info.licence).toBe("CC BY 4.0 (Urdu speech corpus)");
    const scan = await scanVoices(voicesDir, null);
    expect(scan.voices.map((v) => [v.key, v.licence, v.language])).toEqual([
      ["ur_PK-fasih-medium", "CC BY 4.0 (Urdu speech corpus)", "ur-PK"],
    ]);
  });

  it("refuses a default whose card says non-commercial, before downloading its model", async () => {
    const { mirror, install } = await setUp(["hi_IN-priyamvada-medium"], {
      licences: { "hi_IN-priyamvada-medium": "CC BY-NC 4.0" },
    });
    await expect(install("hi_IN-priyamvada-medium", true)).rejects.toThrow(/non-commercial/);
    expect(mirror.modelDownloads("hi_IN-priyamvada-medium")).toBe(0);
    // The operator may still install it by choice.
    await expect(install("hi_IN-priyamvada-medium")).resolves.toMatchObject({
      licence: "CC BY-NC 4.0",
    });
  });

  it("refuses a voice the catalogue knows is non-commercial as a default", async () => {
    const { install } = await setUp(["en_US-lessac-medium"]);
    await expect(install("en_US-lessac-medium", true)).rejects.toThrow(/non-commercial/);
  });

  it("refuses a config for another language than the voice's name", async () => {
    const { voicesDir, install } = await setUp(["ur_PK-fasih-medium"], {
      wrongLanguage: ["ur_PK-fasih-medium"],
    });
    await expect(install("ur_PK-fasih-medium")).rejects.toThrow(
      /is for the language en_US, but the voice ur_PK-fasih-medium is not/,
    );
    expect((await scanVoices(voicesDir, null)).voices).toEqual([]);
  });
});

describe("npm run voices:list", () => {
  it("shows every catalogue voice's licence, marking the defaults and the non-commercial ones", async () => {
    const listed = await voicesCli("list", [], path.join(tmp, "list-data"));
    const line = (key: string) =>
      listed.stdout.split("\n").find((l) => l.includes(` ${key} `)) ?? "";
    expect(line("en_US-lessac-medium")).toContain("NON-COMMERCIAL");
    expect(line("en_US-lessac-medium")).toContain("[Blizzard 2013 Lessac data");
    expect(line("en_US-lessac-medium")).not.toContain("default");
    expect(line("ur_PK-fasih-medium")).toContain("default");
    expect(line("ur_PK-fasih-medium")).not.toContain("NON-COMMERCIAL");
    expect(line("ur_PK-aegis_female-medium")).toContain("[See the voice's MODEL_CARD]");
  });
});
