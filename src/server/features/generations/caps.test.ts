// What one generation may make, in the studio and the public API: a minute of pauses, and audio
// no longer than AUDIO_MAX_MINUTES. Past either: a 400 that names the cap, and nothing counted.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { AUDIO_MAX_MINUTES } from "../../../domain/generation.ts";
import { message } from "../../../domain/messages.ts";
import { generations, profiles } from "../../db/schema.ts";
import { createSpeech, type SynthesisResult } from "../../speech/index.ts";
import { userWithKey } from "../api-keys/test-kit.ts";

// The real engine, except that a text with "SLOW" comes out a minute longer than the cap (as a
// slowed-down voice reading a long text would): only the length is stood in for.
const TOO_LONG_MS = (AUDIO_MAX_MINUTES + 1) * 60_000;
const stretched = (r: SynthesisResult, text: string) =>
  text.includes("SLOW") ? { ...r, durationMs: TOO_LONG_MS } : r;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    configure: (o) => {
      const real = createSpeech({ embedded: { workers: 1 } }, o.logger);
      return {
        ...o,
        generationsPerMinute: 1000,
        speech: {
          ...real,
          synthesize: async (req) => stretched(await real.synthesize(req), req.text),
          async *synthesizeStream(req) {
            for await (const piece of real.synthesizeStream(req)) yield stretched(piece, req.text);
          },
        },
      };
    },
  });
});
afterAll(() => server.close());

const PAUSED = `${"Go. [pause 5s] ".repeat(13)}End.`;
const pausesRefusal = message("generationPausesTooLong", { seconds: 65, max: 60 });
const lengthRefusal = message("generationAudioTooLong", { minutes: AUDIO_MAX_MINUTES });

const used = async (userId: string) =>
  (await server.deps.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]
    ?.voicesGenerated ?? 0;
const history = (userId: string) =>
  server.deps.db.select().from(generations).where(eq(generations.userId, userId));

async function studio(path: string, text: string) {
  const c = server.client();
  await c.signUp(uniqueEmail());
  const me = await c.json<{ user: { id: string } }>("/api/me");
  const res = await c.json(path, { body: { voiceId: "adam", text, format: "mp3" } });
  return { ...res, userId: me.body.user.id };
}

describe("the studio", () => {
  for (const path of ["/api/generations", "/api/generations/stream"]) {
    it(`refuses more than 60 s of pauses with a 400 naming the cap (${path})`, async () => {
      const res = await studio(path, PAUSED);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: {
          code: "INVALID_TEXT",
          message: pausesRefusal,
          key: "messages.generationPausesTooLong",
        },
      });
      expect(await used(res.userId)).toBe(0);
    });

    it(`refuses audio past ${AUDIO_MAX_MINUTES} minutes, stores nothing and counts nothing (${path})`, async () => {
      const res = await studio(path, "SLOW words.");
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: { code: "SPEECH_TOO_LONG", message: lengthRefusal },
      });
      expect(await used(res.userId)).toBe(0);
      expect(await history(res.userId)).toEqual([]);
    });
  }
});

describe("the public API", () => {
  const speech = (key: string, input: string) =>
    fetch(`${server.url}/v1/audio/speech`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "tts-1", voice: "alloy", input }),
    });

  it("refuses the same pauses and the same length with OpenAI's 400, naming the cap", async () => {
    const { key, id } = await userWithKey(server);
    for (const [input, text] of [
      [PAUSED, pausesRefusal],
      ["SLOW words.", lengthRefusal],
    ] as const) {
      const res = await speech(key, input);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { message: text, param: "input" } });
    }
    expect(await used(id)).toBe(0);
  });
});
