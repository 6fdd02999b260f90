import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_SETTINGS,
  FAKE_SUBSCRIPTION,
  type FakeElevenLabs,
  startFakeElevenLabs,
} from "../../../../tests/fakes/elevenlabs.ts";
import { closedPortUrl } from "../../../../tests/fakes/http.ts";
import { DEFAULT_VOICE_SETTINGS } from "../../../domain/voices.ts";
import {
  DEFAULT_SUBSCRIPTION,
  fetchElevenLabsSubscription,
  fetchElevenLabsVoiceSettings,
} from "./api.ts";

let fake: FakeElevenLabs;
beforeAll(async () => {
  fake = await startFakeElevenLabs();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.overrides = {};
  fake.delayMs = 0;
});
const config = () => ({ apiKey: "test-key", baseUrl: fake.url });

describe("ElevenLabs voice settings", () => {
  it("reads a voice's settings", async () => {
    expect(await fetchElevenLabsVoiceSettings(config(), "el:abc")).toEqual({
      stability: FAKE_SETTINGS.stability,
      similarityBoost: FAKE_SETTINGS.similarity_boost,
      style: FAKE_SETTINGS.style,
      useSpeakerBoost: FAKE_SETTINGS.use_speaker_boost,
      speed: 1,
    });
    expect(fake.requests.at(-1)?.path).toBe("/v1/voices/abc/settings");
  });

  it("falls back to the defaults on an error, a bad body or a timeout", async () => {
    fake.overrides.settings = { status: 500, body: "{}" };
    expect(await fetchElevenLabsVoiceSettings(config(), "el:abc")).toEqual(DEFAULT_VOICE_SETTINGS);
    fake.overrides.settings = { status: 200, body: "not json" };
    expect(await fetchElevenLabsVoiceSettings(config(), "el:abc")).toEqual(DEFAULT_VOICE_SETTINGS);
    fake.overrides = {};
    fake.delayMs = 300;
    const hasty = { ...config(), timeouts: { settingsMs: 50 } };
    expect(await fetchElevenLabsVoiceSettings(hasty, "el:abc")).toEqual(DEFAULT_VOICE_SETTINGS);
  });
});

describe("ElevenLabs subscription", () => {
  it("reads the tier and character counts", async () => {
    expect(await fetchElevenLabsSubscription(config())).toEqual({
      tier: FAKE_SUBSCRIPTION.tier,
      characterCount: FAKE_SUBSCRIPTION.character_count,
      characterLimit: FAKE_SUBSCRIPTION.character_limit,
    });
    expect(fake.requests.at(-1)?.headers["xi-api-key"]).toBe("test-key");
  });

  it("falls back to free with 10,000 characters", async () => {
    expect(DEFAULT_SUBSCRIPTION).toEqual({
      tier: "free",
      characterCount: 0,
      characterLimit: 10_000,
    });
    expect(await fetchElevenLabsSubscription({ ...config(), apiKey: "wrong" })).toEqual(
      DEFAULT_SUBSCRIPTION,
    );
    expect(
      await fetchElevenLabsSubscription({ apiKey: "k", baseUrl: await closedPortUrl() }),
    ).toEqual(DEFAULT_SUBSCRIPTION);
    fake.delayMs = 300;
    const hasty = { ...config(), timeouts: { subscriptionMs: 50 } };
    expect(await fetchElevenLabsSubscription(hasty)).toEqual(DEFAULT_SUBSCRIPTION);
  });
});
