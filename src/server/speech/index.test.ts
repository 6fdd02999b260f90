import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeElevenLabs, startFakeElevenLabs } from "../../../tests/fakes/elevenlabs.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../../tests/fakes/openai.ts";
import {
  requireEspeakData,
  voicesCli,
  writeTinyPiperVoice,
} from "../../../tests/helpers/piper-model.ts";
import { message } from "../../domain/messages.ts";
import { MAX_SPOKEN_TEXT } from "../../domain/pronunciation/rules.ts";
import { createSpeech, type Speech, type SpeechError } from "./index.ts";

const warnings: object[] = [];
const logger = { info: () => {}, warn: (obj: object) => warnings.push(obj), error: () => {} };

let elevenlabs: FakeElevenLabs;
let openai: FakeOpenAi;
let speech: Speech;
let embeddedOnly: Speech;
beforeAll(async () => {
  elevenlabs = await startFakeElevenLabs();
  openai = await startFakeOpenAi({ apiKey: null, serverVoices: ["af_bella"] });
  speech = createSpeech(
    {
      embedded: { workers: 1 },
      elevenlabs: { apiKey: "test-key", baseUrl: elevenlabs.url },
      openai: { baseUrl: openai.url, voices: ["nova"] },
    },
    logger,
  );
  embeddedOnly = createSpeech({ embedded: { workers: 1 } }, logger);
});
afterAll(async () => {
  await Promise.all([speech.close(), embeddedOnly.close(), elevenlabs.close(), openai.close()]);
});

async function failure(promise: Promise<unknown>): Promise<SpeechError> {
  return promise.then(
    () => expect.fail("expected a SpeechError"),
    (error: SpeechError) => error,
  );
}

describe("createSpeech", () => {
  it("always has the embedded engine, and the others only when configured", async () => {
    expect(embeddedOnly.engines).toEqual(["embedded"]);
    expect(embeddedOnly.elevenlabsSubscription).toBeUndefined();
    const { voices, errors } = await embeddedOnly.listVoices();
    expect(errors).toEqual([]);
    expect(voices.map((v) => v.id)).toContain("basic-ur-female-1");
    expect(voices.every((v) => v.engine === "embedded")).toBe(true);
    expect(speech.engines).toEqual(["embedded", "elevenlabs", "openai"]);
  });

  it("merges every engine's voices under unique ids", async () => {
    const { voices, errors } = await speech.listVoices();
    expect(errors).toEqual([]);
    const ids = voices.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        "basic-en-us-male-1",
        "el:pNInz6obpgDQGcFmaJgB",
        "oai:nova",
        "oai:af_bella",
      ]),
    );
    expect(voices[0]).not.toHaveProperty("espeakVoice");
  });

  it("keeps the other voices when a provider fails, and says which one", async () => {
    const broken = createSpeech(
      { embedded: { workers: 1 }, elevenlabs: { apiKey: "wrong", baseUrl: elevenlabs.url } },
      logger,
    );
    try {
      const { voices, errors } = await broken.listVoices();
      expect(voices.length).toBeGreaterThanOrEqual(14);
      expect(errors).toEqual([{ engine: "elevenlabs", message: message("voiceListInvalidKey") }]);
      expect(warnings).toContainEqual(expect.objectContaining({ engine: "elevenlabs" }));
      // Not "unknown voice": the user did nothing wrong.
      expect(await failure(broken.findVoice("el:pNInz6obpgDQGcFmaJgB"))).toMatchObject({
        code: "SPEECH_INVALID_KEY",
      });
      expect(await broken.status()).toEqual({
        embedded: expect.objectContaining({ ok: true }),
        elevenlabs: { ok: false, detail: message("voiceListInvalidKey") },
      });
    } finally {
      await broken.close();
    }
  });

  it("finds voices by id, engine by prefix", async () => {
    expect(await speech.findVoice("basic-en-gb-female-1")).toMatchObject({
      name: "Basic English (UK), female 1",
      engine: "embedded",
    });
    // A basic voice's former id finds it under its present id.
    expect(await speech.findVoice("dorothy")).toMatchObject({ id: "basic-en-gb-female-1" });
    expect(await speech.findVoice("el:pNInz6obpgDQGcFmaJgB")).toMatchObject({
      name: "Adam",
      engine: "elevenlabs",
    });
    expect(await speech.findVoice("oai:nova")).toMatchObject({ engine: "openai" });
    expect(await speech.findVoice("el:missing")).toBeUndefined();
    expect(await embeddedOnly.findVoice("el:pNInz6obpgDQGcFmaJgB")).toBeUndefined();
    expect(await speech.findVoice("nobody")).toBeUndefined();
  });

  it("routes speech to the voice's engine", async () => {
    const local = await speech.synthesize({
      voiceId: "basic-en-us-male-5",
      text: "Local speech",
      format: "mp3",
    });
    expect(local.durationMs).toBeGreaterThan(300);
    // A former id still speaks (with the same tuning: embedded/voices.test.ts).
    const former = await speech.synthesize({ voiceId: "harry", text: "Local", format: "mp3" });
    expect(former.durationMs).toBeGreaterThan(200);
    await speech.synthesize({ voiceId: "el:pNInz6obpgDQGcFmaJgB", text: "Remote", format: "mp3" });
    expect(elevenlabs.count("speech")).toBe(1);
    await speech.synthesize({ voiceId: "oai:af_bella", text: "Kokoro", format: "wav" });
    expect(JSON.parse(openai.requests.at(-1)?.body ?? "")).toMatchObject({
      voice: "af_bella",
      input: "Kokoro",
    });
  });

  it("refuses voices nobody has", async () => {
    for (const voiceId of ["nobody", "el:pNInz6obpgDQGcFmaJgB", "oai:nova"]) {
      expect(
        await failure(embeddedOnly.synthesize({ voiceId, text: "hi", format: "mp3" })),
      ).toMatchObject({
        code: "UNKNOWN_VOICE",
        status: 400,
        message: message("generationUnknownVoice"),
      });
    }
  });

  it("normalises and checks the text before any engine sees it", async () => {
    await speech.synthesize({ voiceId: "el:urdu123", text: "  \u200Bسلام\u200C  ", format: "mp3" });
    expect(JSON.parse(elevenlabs.requests.at(-1)?.body ?? "").text).toBe("سلام");
    expect(
      await failure(
        speech.synthesize({ voiceId: "basic-en-us-male-1", text: " \n ", format: "mp3" }),
      ),
    ).toMatchObject({
      code: "SPEECH_INVALID_INPUT",
      status: 400,
      message: message("generationTextEmpty"),
    });
    // What reaches the engines may be longer than what a user types (pronunciation rules expand
    // it), up to its own limit.
    const long = "a".repeat(MAX_SPOKEN_TEXT + 1);
    expect(
      await failure(
        speech.synthesize({ voiceId: "basic-en-us-male-1", text: long, format: "mp3" }),
      ),
    ).toMatchObject({
      message: message("generationTextTooLong"),
    });
  });

  it("reports each engine's status and the ElevenLabs subscription", async () => {
    const status = await speech.status();
    expect(Object.entries(status).map(([engine, s]) => [engine, s.ok])).toEqual([
      ["embedded", true],
      ["elevenlabs", true],
      ["openai", true],
    ]);
    expect(await speech.elevenlabsSubscription?.()).toEqual({
      tier: "creator",
      characterCount: 1234,
      characterLimit: 100_000,
    });
    expect(await speech.elevenlabsVoiceSettings?.("el:pNInz6obpgDQGcFmaJgB")).toMatchObject({
      stability: 0.71,
    });
  });
});

describe("the voice list's order", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-speech-order-"));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("puts the neural voices first, the paid providers' next and the basic ones last", async () => {
    requireEspeakData();
    const added = await voicesCli("add", [writeTinyPiperVoice(path.join(tmp, "src"))], tmp);
    expect(added.code).toBe(0);
    // Set up embedded first and neural last: the list's order is not the set-up order.
    const all = createSpeech(
      {
        embedded: { workers: 1 },
        elevenlabs: { apiKey: "test-key", baseUrl: elevenlabs.url },
        neural: { voicesDir: path.join(tmp, "voices") },
      },
      logger,
    );
    try {
      const engines = (await all.listVoices()).voices.map((v) => v.engine);
      const firsts = engines.filter((engine, i) => engines[i - 1] !== engine);
      expect(firsts).toEqual(["neural", "elevenlabs", "embedded"]);
      expect(all.engines).toEqual(["embedded", "elevenlabs", "neural"]);
    } finally {
      await all.close();
    }
  }, 60_000);
});
