import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_VOICES,
  type FakeElevenLabs,
  startFakeElevenLabs,
} from "../../../../tests/fakes/elevenlabs.ts";
import { closedPortUrl } from "../../../../tests/fakes/http.ts";
import { message } from "../../../domain/messages.ts";
import type { SpeechError } from "../errors.ts";
import type { ElevenLabsConfig } from "./config.ts";
import { createElevenLabsEngine } from "./engine.ts";

const logger = { info: () => {}, warn: () => {}, error: () => {} };
let fake: FakeElevenLabs;
beforeAll(async () => {
  fake = await startFakeElevenLabs();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.overrides = {};
  fake.delayMs = 0;
  fake.apiKey = "test-key";
  fake.requests.length = 0;
});

const engine = (extra: Partial<ElevenLabsConfig> = {}) =>
  createElevenLabsEngine({ apiKey: "test-key", baseUrl: fake.url, ...extra }, logger);

async function failure(promise: Promise<unknown>): Promise<SpeechError> {
  return promise.then(
    () => expect.fail("expected a SpeechError"),
    (error: SpeechError) => error,
  );
}

describe("ElevenLabs voices", () => {
  it("maps labels into voices, sending the key", async () => {
    const voices = await engine().listVoices();
    expect(voices).toEqual([
      {
        id: "el:pNInz6obpgDQGcFmaJgB",
        name: "Adam",
        gender: "male",
        accent: "American",
        language: "en",
        description: "Deep, middle aged, narration",
        engine: "elevenlabs",
        usesSettings: true,
      },
      expect.objectContaining({
        name: "Dorothy",
        gender: "female",
        accent: "British",
        description: "Pleasant and young.",
      }),
      expect.objectContaining({ id: "el:urdu123", language: "ur", accent: "Unspecified" }),
    ]);
    expect(fake.requests[0]?.headers["xi-api-key"]).toBe("test-key");
  });

  it("caches the list for ten minutes and shares one request between concurrent callers", async () => {
    const e = engine();
    await Promise.all([e.listVoices(), e.listVoices(), e.listVoices()]);
    await e.listVoices();
    expect(fake.count("voices")).toBe(1);
    const uncached = engine({ voiceCacheMs: 0 });
    await uncached.listVoices();
    await uncached.listVoices();
    expect(fake.count("voices")).toBe(3);
  });

  it("does not cache a failure", async () => {
    const e = engine();
    fake.overrides.voices = { status: 500, body: "{}" };
    await expect(e.listVoices()).rejects.toThrow(message("voiceListFailed"));
    fake.overrides = {};
    expect(await e.listVoices()).toHaveLength(FAKE_VOICES.length);
  });

  it.each([
    [401, "SPEECH_INVALID_KEY", 502, message("voiceListInvalidKey")],
    [429, "SPEECH_RATE_LIMITED", 429, message("voiceListRateLimited")],
    [500, "SPEECH_UNAVAILABLE", 503, message("voiceListFailed")],
    [503, "SPEECH_UNAVAILABLE", 503, message("voiceListFailed")],
    [418, "SPEECH_PROVIDER", 502, message("voiceListFailed")],
  ])("maps status %i to %s", async (status, code, httpStatus, message) => {
    if (status === 401) fake.apiKey = "another-key";
    else fake.overrides.voices = { status, body: '{"detail":"nope"}' };
    expect(await failure(engine().listVoices())).toMatchObject({
      code,
      status: httpStatus,
      message,
    });
  });

  it("calls an empty list an error", async () => {
    fake.overrides.voices = { status: 200, body: '{"voices":[]}' };
    expect(await failure(engine().listVoices())).toMatchObject({
      code: "SPEECH_EMPTY",
      message: message("voiceListEmpty"),
    });
    fake.overrides.voices = { status: 200, body: "<html>" };
    expect(await failure(engine().listVoices())).toMatchObject({
      message: message("voiceListFailed"),
    });
  });

  it("times out and reports a refused connection", async () => {
    fake.delayMs = 300;
    const slow = engine({ timeouts: { voicesMs: 50 } });
    expect(await failure(slow.listVoices())).toMatchObject({
      code: "SPEECH_TIMEOUT",
      status: 504,
      message: message("voiceListTimeout"),
    });
    const gone = createElevenLabsEngine({ apiKey: "k", baseUrl: await closedPortUrl() }, logger);
    expect(await failure(gone.listVoices())).toMatchObject({
      code: "SPEECH_NETWORK",
      status: 502,
      message: message("voiceListNetwork"),
    });
    expect(await gone.status()).toEqual({ ok: false, detail: message("voiceListNetwork") });
  });
});
