// Streaming and limits, with a speech engine whose second piece waits until the test says so.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { gatedStream } from "../../../../tests/helpers/gated-speech.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { generations, profiles } from "../../db/schema.ts";
import { createSpeech } from "../../speech/index.ts";
import { userWithKey } from "../api-keys/test-kit.ts";

let server: TestServer;
let gate: PromiseWithResolvers<void>;
beforeAll(async () => {
  server = await startTestServer({
    configure: (o) => {
      const real = createSpeech({ embedded: { workers: 1 } }, o.logger);
      const gated = gatedStream(real, () => gate.promise);
      return {
        ...o,
        generationsPerMinute: 2,
        apiKeyRequestsPerMinute: 4,
        speech: {
          ...real,
          async *synthesizeStream(req) {
            if (!req.text.includes("UNREADABLE")) return yield* gated(req);
            // A provider's second piece that is no WAV at all: the PCM output cannot read it.
            yield await real.synthesize({ ...req, text: "The first piece." });
            await gate.promise;
            yield {
              audio: new Uint8Array(64),
              contentType: "audio/wav",
              format: "wav",
              durationMs: 1,
            };
          },
        },
      };
    },
  });
});
afterAll(() => server.close());

const speak = (key: string, signal?: AbortSignal) =>
  fetch(`${server.url}/v1/text-to-speech/basic-en-us-male-1/stream`, {
    method: "POST",
    ...(signal ? { signal } : {}),
    headers: { "xi-api-key": key, "content-type": "application/json" },
    body: JSON.stringify({ text: "First piece. Second piece." }),
  });

const used = async (id: string) =>
  (await server.deps.db.select().from(profiles).where(eq(profiles.userId, id)))[0]?.voicesGenerated;

describe("a streamed generation", () => {
  it("sends the first piece before the rest is spoken, and records it once whole", async () => {
    gate = Promise.withResolvers();
    const { key, id } = await userWithKey(server);
    const res = await speak(key);
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.value?.byteLength).toBeGreaterThan(0);
    // Not yet whole: no history row while the second piece waits.
    expect(
      await server.deps.db.select().from(generations).where(eq(generations.userId, id)),
    ).toEqual([]);
    gate.resolve();
    let total = first.value?.byteLength ?? 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      total += next.value.byteLength;
    }
    expect(total).toBe((first.value?.byteLength ?? 0) * 2);
    const rows = await server.deps.db.select().from(generations).where(eq(generations.userId, id));
    expect(rows).toMatchObject([{ isApiGenerated: true, audioSize: total }]);
    expect(await used(id)).toBe(1);
  });

  it("counts a generation whose client goes away half-way, and keeps the audio it had", async () => {
    gate = Promise.withResolvers();
    const { key, id } = await userWithKey(server);
    const away = new AbortController();
    const res = await speak(key, away.signal);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(await used(id)).toBe(1);
    away.abort();
    await reader.read().catch(() => {});
    // The gate stays shut: only the server noticing the client has gone ends this generation.
    const rows = () => server.deps.db.select().from(generations).where(eq(generations.userId, id));
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1), { timeout: 10_000 });
    expect(await rows()).toMatchObject([
      { isApiGenerated: true, audioSize: first.value?.byteLength, cues: null },
    ]);
    expect(await used(id)).toBe(1);
  });

  it("gives the generation back when the server fails after the first piece", async () => {
    gate = Promise.withResolvers();
    // @hono/node-server reports a body that fails mid-way on the console; here it is expected.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { key, id } = await userWithKey(server);
    const res = await fetch(
      `${server.url}/v1/text-to-speech/basic-en-us-male-1/stream?output_format=pcm_16000`,
      {
        method: "POST",
        headers: { "xi-api-key": key, "content-type": "application/json" },
        body: JSON.stringify({ text: "UNREADABLE second piece." }),
      },
    );
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value?.byteLength).toBeGreaterThan(0);
    gate.resolve();
    // The connection is cut rather than ended as if the audio were whole.
    const rest = async () => {
      while (!(await reader.read()).done);
    };
    await expect(rest()).rejects.toThrow();
    await vi.waitFor(async () => expect(await used(id)).toBe(0), { timeout: 10_000 });
    expect(
      await server.deps.db.select().from(generations).where(eq(generations.userId, id)),
    ).toEqual([]);
  });
});

describe("limits", () => {
  it("apply per key to every call, and per user to generations, in each shape's words", async () => {
    gate = Promise.withResolvers();
    gate.resolve();
    const { key } = await userWithKey(server);
    const openai = (input: string) =>
      fetch(`${server.url}/v1/audio/speech`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ model: "tts-1", voice: "basic-en-us-male-1", input }),
      });
    // The plan allows 2; the third generation a minute is refused by the rate limit first.
    await server.deps.db.update(profiles).set({ accountStatus: "pro", voiceLimit: 100 });
    expect((await openai("One.")).status).toBe(200);
    expect((await openai("Two.")).status).toBe(200);
    const third = await openai("Three.");
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: { code: "rate_limit_exceeded" } });
    // When to try again: within the minute's window, readable by a page on another site.
    const retry = Number(third.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    const voices = () => fetch(`${server.url}/v1/voices`, { headers: { "xi-api-key": key } });
    // The key's fourth call is within its budget of 4, the fifth is not.
    expect((await voices()).status).toBe(200);
    const fifth = await voices();
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(fifth.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await fifth.json()).toMatchObject({
      detail: { status: "too_many_concurrent_requests" },
    });
  });
});
