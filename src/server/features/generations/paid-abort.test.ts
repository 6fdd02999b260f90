import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeElevenLabs, startFakeElevenLabs } from "../../../../tests/fakes/elevenlabs.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../../../tests/fakes/openai.ts";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { generations, profiles } from "../../db/schema.ts";

// A paid provider bills a call once it is sent: a client that leaves after that does not get the
// generation back, and the history keeps the audio it paid for.
let server: TestServer;
let elevenlabs: FakeElevenLabs;
let openai: FakeOpenAi;
beforeAll(async () => {
  elevenlabs = await startFakeElevenLabs();
  openai = await startFakeOpenAi({ apiKey: null });
  server = await startTestServer({
    env: {
      ELEVENLABS_API_KEY: elevenlabs.apiKey,
      ELEVENLABS_BASE_URL: elevenlabs.url,
      OPENAI_TTS_BASE_URL: openai.url,
      OPENAI_TTS_VOICES: "alloy",
    },
    configure: (o) => ({ ...o, generationsPerMinute: 1000 }),
  });
});
afterAll(async () => {
  await server.close();
  await Promise.all([elevenlabs.close(), openai.close()]);
});

async function signedUp() {
  const c = server.client();
  await c.signUp(uniqueEmail());
  const me = await c.json<{ user: { id: string } }>("/api/me");
  // The voice lists are fetched now, so the only slow call is the speech.
  expect((await c.json("/api/voices")).status).toBe(200);
  return { c, userId: me.body.user.id };
}

const used = async (userId: string) =>
  (await server.deps.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]
    ?.voicesGenerated;
const history = (userId: string) =>
  server.deps.db.select().from(generations).where(eq(generations.userId, userId));

/** Sends the generation, and leaves once the provider has the call, before it answers. */
async function leaveAfterSent(
  c: TestClient,
  path: string,
  voiceId: string,
  speechCalls: () => number,
) {
  const before = speechCalls();
  const away = new AbortController();
  const pending = c
    .request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ voiceId, text: "Paid for, then left.", format: "mp3" }),
      signal: away.signal,
    })
    .catch(() => null);
  await vi.waitFor(() => expect(speechCalls()).toBe(before + 1));
  away.abort();
  await pending;
}

const elevenLabsCalls = () => elevenlabs.count("speech");
const openAiCalls = () => openai.requests.filter((r) => r.path === "/v1/audio/speech").length;

describe("a client that leaves after a paid provider's call was sent", () => {
  for (const [name, voiceId, calls] of [
    ["ElevenLabs", "el:pNInz6obpgDQGcFmaJgB", elevenLabsCalls],
    ["an OpenAI-compatible server", "oai:alloy", openAiCalls],
  ] as const) {
    for (const path of ["/api/generations", "/api/generations/stream"]) {
      it(`is charged, and the audio is kept (${name}, ${path})`, async () => {
        const { c, userId } = await signedUp();
        elevenlabs.delayMs = 300;
        openai.delayMs = 300;
        try {
          await leaveAfterSent(c, path, voiceId, calls);
          await vi.waitFor(async () => expect(await history(userId)).toHaveLength(1), {
            timeout: 5_000,
          });
        } finally {
          elevenlabs.delayMs = 0;
          openai.delayMs = 0;
        }
        expect(await used(userId)).toBe(1);
        expect((await history(userId))[0]?.audioSize).toBeGreaterThan(0);
      });
    }
  }

  it("is given the generation back when the provider then fails", async () => {
    const { c, userId } = await signedUp();
    elevenlabs.delayMs = 300;
    elevenlabs.overrides.speech = { status: 500, body: "{}" };
    try {
      await leaveAfterSent(c, "/api/generations", "el:pNInz6obpgDQGcFmaJgB", elevenLabsCalls);
      await vi.waitFor(async () => expect(await used(userId)).toBe(0), { timeout: 5_000 });
      // Settled: the answer came and the reservation went back, once.
      await new Promise((r) => setTimeout(r, 400));
    } finally {
      elevenlabs.delayMs = 0;
      delete elevenlabs.overrides.speech;
    }
    expect(await used(userId)).toBe(0);
    expect(await history(userId)).toEqual([]);
  });
});
