import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeElevenLabs, startFakeElevenLabs } from "../../../tests/fakes/elevenlabs.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../../tests/fakes/openai.ts";
import { message } from "../../domain/messages.ts";
import { MAX_TEXT } from "../../domain/text.ts";
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
    expect(voices.map((v) => v.id)).toContain("urdu-female");
    expect(voices.every((v) => v.engine === "embedded")).toBe(true);
    expect(speech.engines).toEqual(["embedded", "elevenlabs", "openai"]);
  });

  it("merges every engine's voices under unique ids", async () => {
    const { voices, errors } = await speech.listVoices();
    expect(errors).toEqual([]);
    const ids = voices.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(["adam", "el:pNInz6obpgDQGcFmaJgB", "oai:nova", "oai:af_bella"]),
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
    expect(await speech.findVoice("dorothy")).toMatchObject({
      name: "Dorothy",
      engine: "embedded",
    });
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
      voiceId: "harry",
      text: "Local speech",
      format: "mp3",
    });
    expect(local.durationMs).toBeGreaterThan(300);
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
      await failure(speech.synthesize({ voiceId: "adam", text: " \n ", format: "mp3" })),
    ).toMatchObject({
      code: "SPEECH_INVALID_INPUT",
      status: 400,
      message: message("generationTextEmpty"),
    });
    const long = "a".repeat(MAX_TEXT + 1);
    expect(
      await failure(speech.synthesize({ voiceId: "adam", text: long, format: "mp3" })),
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
