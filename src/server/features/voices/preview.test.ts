// Previews live in the audio store, so every instance serves the one made by any of them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../../tests/helpers/s3-server.ts";
import type { Voice } from "../../speech/types.ts";
import { createLocalAudioStore } from "../../storage/audio-store.ts";
import { createS3AudioStore } from "../../storage/s3-audio-store.ts";
import { createPreviewsService, type PreviewsDeps } from "./preview.ts";

const voice = (id: string, engine: Voice["engine"]): Voice => ({
  id,
  name: id,
  gender: "female",
  accent: "American",
  language: "en-US",
  description: "",
  engine,
  usesSettings: false,
});
const VOICES = [voice("basic-en-us-female-1", "embedded"), voice("el:rachel", "elevenlabs")];

function fakeSpeech(failures = 0) {
  const calls: string[] = [];
  let failing = failures;
  const speech: PreviewsDeps["speech"] = {
    findVoice: async (id) => VOICES.find((v) => v.id === id),
    synthesize: async (req) => {
      calls.push(req.voiceId);
      // Let every parallel caller arrive before the engine answers.
      await new Promise((r) => setTimeout(r, 20));
      if (failing-- > 0) throw new Error("engine down");
      const audio = new TextEncoder().encode(`ID3 preview of ${req.voiceId}`);
      return { audio, contentType: "audio/mpeg", format: "mp3", durationMs: null };
    },
  };
  return { speech, calls };
}

const pronunciation = { siteRules: async () => [] };

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server("awaaz-previews");
});
afterAll(() => s3.close());

describe.each([
  [
    "local files",
    () => createLocalAudioStore.bind(null, fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-p-"))),
  ],
  ["an S3 bucket", () => () => createS3AudioStore(s3.config)],
])("voice previews on %s", (_name, opener) => {
  it("are made once for a burst of requests, and another instance reuses the stored one", async () => {
    const makeStore = opener();
    const first = fakeSpeech();
    const one = createPreviewsService({ speech: first.speech, audio: makeStore(), pronunciation });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => one.audio("basic-en-us-female-1")),
    );
    expect(first.calls).toEqual(["basic-en-us-female-1"]);
    for (const audio of answers) {
      expect(new TextDecoder().decode(await audio?.read())).toBe(
        "ID3 preview of basic-en-us-female-1",
      );
    }
    const second = fakeSpeech();
    const other = createPreviewsService({
      speech: second.speech,
      audio: makeStore(),
      pronunciation,
    });
    const again = await other.audio("basic-en-us-female-1");
    expect(new TextDecoder().decode(await again?.read({ start: 0, end: 2 }))).toBe("ID3");
    expect(second.calls).toEqual([]);
  });
});

describe("voice previews", () => {
  const store = () => createLocalAudioStore(fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-p-")));

  it("exist only for voices that run here, and a failure is tried again", async () => {
    const { speech, calls } = fakeSpeech(1);
    const previews = createPreviewsService({ speech, audio: store(), pronunciation });
    expect(await previews.audio("el:rachel")).toBeNull();
    expect(await previews.audio("nobody")).toBeNull();
    await expect(previews.audio("basic-en-us-female-1")).rejects.toThrow("engine down");
    expect((await previews.audio("basic-en-us-female-1"))?.size).toBe(
      "ID3 preview of basic-en-us-female-1".length,
    );
    expect(calls).toEqual(["basic-en-us-female-1", "basic-en-us-female-1"]);
  });

  it("says the site's own name as the site's pronunciation dictionary has it", async () => {
    const texts: string[] = [];
    const { speech } = fakeSpeech();
    const said = {
      ...speech,
      synthesize: (req: Parameters<typeof speech.synthesize>[0]) => {
        texts.push(req.text);
        return speech.synthesize(req);
      },
    };
    const site = {
      siteRules: async () => [
        {
          type: "alias" as const,
          stringToReplace: "Awaaz",
          alias: "Aawaaz",
          caseSensitive: true,
          wordBoundaries: true,
        },
      ],
    };
    const previews = createPreviewsService({ speech: said, audio: store(), pronunciation: site });
    await previews.audio("basic-en-us-female-1");
    expect(texts).toEqual(["Hello! This is how I sound on Aawaaz."]);
  });
});
