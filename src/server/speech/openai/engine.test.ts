import { afterEach, describe, expect, it } from "vitest";
import { closedPortUrl } from "../../../../tests/fakes/http.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../../../tests/fakes/openai.ts";
import { message } from "../../../domain/messages.ts";
import { isMp3 } from "../audio.ts";
import type { SpeechError } from "../errors.ts";
import type { SpeechEngine, SynthesisRequest } from "../types.ts";
import { createOpenAiEngine, type OpenAiConfig } from "./engine.ts";

const logger = { info: () => {}, warn: () => {}, error: () => {} };
const fakes: FakeOpenAi[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function setup(
  options: Parameters<typeof startFakeOpenAi>[0] = {},
  extra: Partial<OpenAiConfig> = {},
) {
  const fake = await startFakeOpenAi(options);
  fakes.push(fake);
  const apiKey = options.apiKey === undefined ? "sk-test" : (options.apiKey ?? undefined);
  const engine = createOpenAiEngine({ baseUrl: fake.url, apiKey, ...extra }, logger);
  return { fake, engine };
}

async function failure(promise: Promise<unknown>): Promise<SpeechError> {
  return promise.then(
    () => expect.fail("expected a SpeechError"),
    (error: SpeechError) => error,
  );
}

const speak = (e: SpeechEngine, req: Partial<SynthesisRequest> = {}) =>
  e.synthesize({ voiceId: "oai:nova", text: "Hello there", format: "mp3", ...req });

describe("OpenAI-compatible voices", () => {
  it("falls back quietly to the configured list when the server has no voice list", async () => {
    const { engine, fake } = await setup({}, { voices: ["alloy", "nova"] });
    expect(await engine.listVoices()).toEqual([
      {
        id: "oai:alloy",
        name: "Alloy",
        gender: "neutral",
        accent: "Unspecified",
        language: "en",
        description: "OpenAI-compatible voice alloy",
        engine: "openai",
        usesSettings: false,
      },
      expect.objectContaining({ id: "oai:nova", name: "Nova", gender: "female" }),
    ]);
    expect(fake.requests[0]?.path).toBe("/v1/audio/voices");
  });

  it("adds a Kokoro server's voices, labelled from their names, and caches them", async () => {
    const { engine, fake } = await setup(
      { apiKey: null, serverVoices: ["af_bella", "bm_george", "hf_alpha", "zz_odd"] },
      { voices: ["af_bella"] },
    );
    const voices = await engine.listVoices();
    expect(voices.map((v) => [v.id, v.name, v.gender, v.accent, v.language])).toEqual([
      ["oai:af_bella", "Bella", "female", "American", "en"],
      ["oai:bm_george", "George", "male", "British", "en"],
      ["oai:hf_alpha", "Alpha", "female", "Hindi", "hi"],
      ["oai:zz_odd", "Zz_odd", "neutral", "Unspecified", "en"],
    ]);
    await engine.listVoices();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("offers OpenAI's voices when nothing names any", async () => {
    const { engine } = await setup();
    expect((await engine.listVoices()).map((v) => v.id)).toContain("oai:alloy");
  });
});

describe("OpenAI-compatible speech", () => {
  it("posts model, voice, input, format and speed with a Bearer key", async () => {
    const { fake } = await setup();
    // The operator may give the base URL with or without "/v1".
    const engine = createOpenAiEngine(
      { baseUrl: `${fake.url}/v1/`, apiKey: "sk-test", model: "tts-1-hd" },
      logger,
    );
    const result = await speak(engine);
    const req = fake.requests.at(-1);
    expect(req?.method).toBe("POST");
    expect(req?.path).toBe("/v1/audio/speech");
    expect(req?.headers.authorization).toBe("Bearer sk-test");
    expect(JSON.parse(req?.body ?? "")).toEqual({
      model: "tts-1-hd",
      voice: "nova",
      input: "Hello there",
      response_format: "mp3",
      speed: 1,
    });
    expect(isMp3(result.audio)).toBe(true);
    expect(result).toMatchObject({ contentType: "audio/mpeg", format: "mp3" });
    expect(result.durationMs).toBeGreaterThan(500);
  });

  it("returns the server's WAV with its duration", async () => {
    const { engine } = await setup({ apiKey: null }, { apiKey: undefined });
    const result = await speak(engine, { format: "wav", text: "a".repeat(10) });
    expect(result).toMatchObject({ contentType: "audio/wav", format: "wav", durationMs: 600 });
  });

  it.each([
    [
      401,
      "SPEECH_INVALID_KEY",
      502,
      "Invalid API key. Please check your OpenAI-compatible speech server configuration.",
    ],
    [400, "SPEECH_INVALID_INPUT", 400, message("speechInvalidInput")],
    [422, "SPEECH_INVALID_INPUT", 400, message("speechInvalidInput")],
    [429, "SPEECH_RATE_LIMITED", 429, message("speechRateLimited")],
    [
      500,
      "SPEECH_UNAVAILABLE",
      503,
      "OpenAI-compatible speech server error. Please try again later.",
    ],
    [
      503,
      "SPEECH_UNAVAILABLE",
      503,
      "OpenAI-compatible speech server error. Please try again later.",
    ],
    [
      418,
      "SPEECH_PROVIDER",
      502,
      message("speechApiError", { status: 418, text: "Short and stout" }),
    ],
  ])("maps status %i to %s", async (status, code, httpStatus, message) => {
    const { engine, fake } = await setup();
    if (status === 401) fake.apiKey = "sk-other";
    else fake.speech = { status, body: JSON.stringify({ error: { message: "Short and stout" } }) };
    expect(await failure(speak(engine))).toMatchObject({ code, status: httpStatus, message });
  });

  it("sends the text's pauses as paragraph breaks, the nearest OpenAI's API honours", async () => {
    const { engine, fake } = await setup();
    await speak(engine, { text: "One. [pause 2s] Two." });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? "").input).toBe("One. \n\n Two.");
  });

  it("answers the real protocol's missing input with 400", async () => {
    const { engine } = await setup();
    expect(await failure(speak(engine, { text: "" }))).toMatchObject({
      code: "SPEECH_INVALID_INPUT",
    });
  });

  it("calls an empty body an error", async () => {
    const { engine, fake } = await setup();
    fake.speech = { status: 200, body: "" };
    expect(await failure(speak(engine))).toMatchObject({
      code: "SPEECH_EMPTY",
      message: "Received empty audio response from the OpenAI-compatible speech server",
    });
  });

  it("times out and reports a refused connection", async () => {
    const { engine: slow, fake } = await setup({}, { timeouts: { speechMs: 50 } });
    fake.delayMs = 300;
    expect(await failure(speak(slow))).toMatchObject({
      code: "SPEECH_TIMEOUT",
      status: 504,
      message: message("speechTimeout"),
    });
    const gone = createOpenAiEngine({ baseUrl: await closedPortUrl(), voices: ["nova"] }, logger);
    expect(await failure(speak(gone))).toMatchObject({
      code: "SPEECH_NETWORK",
      message: message("speechNetwork"),
    });
    // The configured voices are still offered: the list never depends on the server.
    expect(await gone.listVoices()).toHaveLength(1);
    expect((await gone.status()).ok).toBe(false);
  });

  it("refuses a voice id that is not its own", async () => {
    const { engine, fake } = await setup();
    expect(await failure(speak(engine, { voiceId: "el:abc" }))).toMatchObject({
      code: "UNKNOWN_VOICE",
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("is healthy when the server takes the key", async () => {
    const { engine, fake } = await setup();
    expect(await engine.status()).toMatchObject({ ok: true });
    fake.apiKey = "sk-other";
    expect(await engine.status()).toMatchObject({ ok: false });
  });
});
