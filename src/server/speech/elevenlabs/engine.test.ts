import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_VOICES,
  type FakeElevenLabs,
  startFakeElevenLabs,
} from "../../../../tests/fakes/elevenlabs.ts";
import { closedPortUrl } from "../../../../tests/fakes/http.ts";
import { message } from "../../../domain/messages.ts";
import { isMp3, wavDurationMs } from "../audio.ts";
import type { SpeechError } from "../errors.ts";
import type { SpeechEngine, SynthesisRequest } from "../types.ts";
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

const ADAM = `el:${FAKE_VOICES[0]?.voice_id}`;
const engine = (extra: Partial<ElevenLabsConfig> = {}) =>
  createElevenLabsEngine({ apiKey: "test-key", baseUrl: fake.url, ...extra }, logger);

async function failure(promise: Promise<unknown>): Promise<SpeechError> {
  return promise.then(
    () => expect.fail("expected a SpeechError"),
    (error: SpeechError) => error,
  );
}

const speak = (e: SpeechEngine, req: Partial<SynthesisRequest> = {}) =>
  e.synthesize({ voiceId: ADAM, text: "Hello there", format: "mp3", ...req });

describe("ElevenLabs speech", () => {
  it("posts the text with the monolingual model and default settings", async () => {
    const result = await speak(engine());
    const req = fake.requests.at(-1);
    expect(req?.path).toBe("/v1/text-to-speech/pNInz6obpgDQGcFmaJgB/with-timestamps");
    expect(req?.query.get("output_format")).toBe("mp3_44100_128");
    expect(req?.headers["xi-api-key"]).toBe("test-key");
    expect(req?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(req?.body ?? "")).toEqual({
      text: "Hello there",
      model_id: "eleven_monolingual_v1",
      voice_settings: { stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true },
    });
    expect(result).toMatchObject({ contentType: "audio/mpeg", format: "mp3" });
    expect(isMp3(result.audio)).toBe(true);
    expect(result.durationMs).toBeGreaterThan(500);
  });

  it("sends the text's pauses as ElevenLabs' break tags, 3 s at most each", async () => {
    await speak(engine(), { text: "One. [pause 1.5s] Two.\n\nThree. [pause 5s] Four." });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? "").text).toBe(
      'One.  <break time="1.5s" />  Two. <break time="0.7s" /> Three.  <break time="3.0s" /> <break time="2.0s" />  Four.',
    );
  });

  it("uses the multilingual model for Urdu or Arabic script", async () => {
    await speak(engine(), { text: "یہ ایک ٹیسٹ ہے", voiceId: "el:urdu123" });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? "").model_id).toBe("eleven_multilingual_v2");
    await speak(engine({ multilingualModel: "m-multi", monolingualModel: "m-mono" }), {
      text: "Hi مرحبا",
    });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? "").model_id).toBe("m-multi");
    await speak(engine({ monolingualModel: "m-mono" }), { text: "यह हिंदी है" });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? "").model_id).toBe("m-mono");
  });

  it("clamps the voice settings", async () => {
    const settings = { stability: 1.7, similarityBoost: -0.2, style: 0.3, useSpeakerBoost: false };
    await speak(engine(), { settings });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? "").voice_settings).toEqual({
      stability: 1,
      similarity_boost: 0,
      style: 0.3,
      use_speaker_boost: false,
    });
  });

  it("times the written words by ElevenLabs' own alignment, its break tags no one's words", async () => {
    const text = "Hello there. [pause 2s] Goodbye now";
    const result = await speak(engine(), { text });
    const sent = JSON.parse(fake.requests.at(-1)?.body ?? "").text as string;
    // The fake speaks 60 ms a character of the text it was sent.
    const at = (i: number) => i * 60;
    const words = (result.marks ?? []).map((m) => [text.slice(m.from, m.to), m.start, m.end]);
    expect(words).toEqual([
      ["Hello", at(0), at(5)],
      ["there.", at(6), at(12)],
      ["Goodbye", at(sent.indexOf("Goodbye")), at(sent.indexOf("Goodbye") + 7)],
      ["now", at(sent.indexOf("now")), at(sent.indexOf("now") + 3)],
    ]);
  });

  it("asks for raw PCM and wraps it as WAV", async () => {
    const result = await speak(engine(), { format: "wav", text: "a".repeat(50) });
    expect(fake.requests.at(-1)?.query.get("output_format")).toBe("pcm_22050");
    expect(new TextDecoder().decode(result.audio.subarray(0, 4))).toBe("RIFF");
    expect(result).toMatchObject({ contentType: "audio/wav", format: "wav", durationMs: 3000 });
    expect(wavDurationMs(result.audio)).toBe(3000);
  });

  it.each([
    [
      401,
      "SPEECH_INVALID_KEY",
      502,
      "Invalid API key. Please check your ElevenLabs configuration.",
    ],
    [422, "SPEECH_INVALID_INPUT", 400, message("speechInvalidInput")],
    [429, "SPEECH_RATE_LIMITED", 429, message("speechRateLimited")],
    [500, "SPEECH_UNAVAILABLE", 503, "ElevenLabs server error. Please try again later."],
    [503, "SPEECH_UNAVAILABLE", 503, "ElevenLabs server error. Please try again later."],
    [418, "SPEECH_PROVIDER", 502, message("speechApiError", { status: 418, text: "I'm a teapot" })],
    [400, "SPEECH_PROVIDER", 502, message("speechApiError", { status: 400, text: "Bad request" })],
  ])("maps status %i to %s", async (status, code, httpStatus, message) => {
    const body = JSON.stringify({
      detail: { status: "x", message: status === 418 ? "I'm a teapot" : "Bad request" },
    });
    if (status === 401) fake.apiKey = "another-key";
    else fake.overrides.speech = { status, body };
    expect(await failure(speak(engine()))).toMatchObject({ code, status: httpStatus, message });
  });

  it("reports the real protocol's own errors", async () => {
    const missing = await failure(speak(engine(), { voiceId: "el:nope" }));
    expect(missing.message).toBe(
      message("speechApiError", {
        status: 404,
        text: "A voice with the voice_id nope was not found.",
      }),
    );
    expect(await failure(speak(engine(), { text: "" }))).toMatchObject({
      code: "SPEECH_INVALID_INPUT",
    });
    fake.overrides.speech = { status: 502, body: "<html>Bad gateway</html>", type: "text/html" };
    expect(await failure(speak(engine()))).toMatchObject({
      message: "ElevenLabs server error. Please try again later.",
    });
  });

  it("calls an empty body an error", async () => {
    fake.overrides.speech = { status: 200, body: "", type: "audio/mpeg" };
    expect(await failure(speak(engine()))).toMatchObject({
      code: "SPEECH_EMPTY",
      status: 502,
      message: "Received empty audio response from ElevenLabs",
    });
  });

  it("times out, reports a refused connection and stops when aborted", async () => {
    fake.delayMs = 300;
    expect(await failure(speak(engine({ timeouts: { speechMs: 50 } })))).toMatchObject({
      code: "SPEECH_TIMEOUT",
      status: 504,
      message: message("speechTimeout"),
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    expect(await failure(speak(engine(), { signal: controller.signal }))).toMatchObject({
      code: "SPEECH_ABORTED",
    });
    const gone = createElevenLabsEngine({ apiKey: "k", baseUrl: await closedPortUrl() }, logger);
    expect(await failure(speak(gone))).toMatchObject({
      code: "SPEECH_NETWORK",
      status: 502,
      message: message("speechNetwork"),
    });
  });

  it("refuses a voice id that is not an ElevenLabs one", async () => {
    expect(await failure(speak(engine(), { voiceId: "adam" }))).toMatchObject({
      code: "UNKNOWN_VOICE",
      status: 400,
    });
    expect(fake.count("speech")).toBe(0);
  });

  it("is healthy when its voice list loads", async () => {
    expect(await engine().status()).toEqual({ ok: true, detail: "3 voices" });
  });
});
