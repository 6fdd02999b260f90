// POST /api/generations/stream: the studio's generation played while it is spoken, with the real
// embedded engine; a text with "FAIL" fails after its first piece, one with "WAIT" holds its
// second piece until the test opens the gate.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { gatedStream } from "../../../../tests/helpers/gated-speech.ts";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { byKey } from "../../../domain/messages.ts";
import { FRAME, type Frame, frameJson, readFrames } from "../../../domain/speech-frames.ts";
import { generations, profiles } from "../../db/schema.ts";
import { isMp3 } from "../../speech/audio.ts";
import { createSpeech, SpeechError } from "../../speech/index.ts";

let server: TestServer;
let gate: PromiseWithResolvers<void>;
beforeAll(async () => {
  server = await startTestServer({
    configure: (o) => {
      const real = createSpeech({ embedded: { workers: 1 } }, o.logger);
      const waiting = gatedStream(real, () => gate.promise);
      return {
        ...o,
        speech: {
          ...real,
          async *synthesizeStream(req) {
            if (req.text.includes("WAIT")) yield* waiting(req);
            else if (!req.text.includes("FAIL")) yield* real.synthesizeStream(req);
            else {
              yield await real.synthesize({ ...req, text: "The first piece." });
              throw new SpeechError("SPEECH_TIMEOUT", byKey("speechTimeout"), { status: 504 });
            }
          },
        },
      };
    },
  });
});
afterAll(() => server.close());

async function signedUp() {
  const c = server.client();
  const res = await c.signUp(uniqueEmail("stream"));
  return { c, userId: (res.body as { user: { id: string } }).user.id };
}

const post = (c: ReturnType<TestServer["client"]>, text: string, signal?: AbortSignal) =>
  c.request("/api/generations/stream", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ voiceId: "basic-en-us-male-1", text, format: "mp3" }),
    ...(signal ? { signal } : {}),
  });

async function framesOf(res: Response): Promise<Frame[]> {
  const frames: Frame[] = [];
  for await (const f of readFrames(res.body as ReadableStream<Uint8Array>)) frames.push(f);
  return frames;
}

const used = async (userId: string) =>
  (await server.deps.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]
    ?.voicesGenerated;

describe("POST /api/generations/stream", () => {
  it("sends each sentence's MP3 as it is spoken, then the answer; the stored file is those bytes", async () => {
    const { c, userId } = await signedUp();
    // Pieces of at least 200 characters (src/server/speech/embedded/segments.ts): four or so here.
    const text = "This sentence is one of many in a long text that the studio plays as it comes. "
      .repeat(10)
      .trim();
    const res = await post(c, text);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.awaaz.speech-frames");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    const frames = await framesOf(res);
    const audio = frames.filter((f) => f.type === FRAME.audio);
    expect(audio.length).toBeGreaterThan(1);
    for (const f of audio) expect(isMp3(f.payload)).toBe(true);
    expect(frames.at(-1)?.type).toBe(FRAME.result);
    const answer = frameJson(frames.at(-1)?.payload ?? new Uint8Array()) as {
      generation: { id: string; audioUrl: string; audioSize: number; textLength: number };
      remaining: number;
    };
    const sent = audio.reduce((n, f) => n + f.payload.byteLength, 0);
    expect(answer).toMatchObject({ remaining: 1, generation: { textLength: text.length } });
    expect(answer.generation.audioSize).toBe(sent);
    const stored = new Uint8Array(
      await (await c.request(answer.generation.audioUrl)).arrayBuffer(),
    );
    expect(stored).toEqual(new Uint8Array(Buffer.concat(audio.map((f) => f.payload))));
    expect(await used(userId)).toBe(1);
    const rows = await server.deps.db
      .select()
      .from(generations)
      .where(eq(generations.userId, userId));
    expect(rows).toMatchObject([{ id: answer.generation.id, isApiGenerated: false }]);
  });

  it("refuses before any audio with the API's JSON error, as POST /api/generations does", async () => {
    const { c } = await signedUp();
    const res = await post(c, "");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "MISSING_INPUT" } });
    const unknown = await c.request("/api/generations/stream", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ voiceId: "nobody", text: "Hello.", format: "mp3" }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: "UNKNOWN_VOICE" } });
    const signedOut = await server.client().request("/api/generations/stream", { method: "POST" });
    expect(signedOut.status).toBe(401);
  });

  it("ends with an error frame when speech fails after the first piece, and gives the generation back", async () => {
    const { c, userId } = await signedUp();
    const frames = await framesOf(await post(c, "FAIL after one piece."));
    expect(frames.map((f) => f.type)).toEqual([FRAME.audio, FRAME.error]);
    expect(frameJson(frames[1]?.payload ?? new Uint8Array())).toEqual({
      status: 504,
      error: { code: "SPEECH_TIMEOUT", message: expect.any(String), key: "messages.speechTimeout" },
    });
    expect(await used(userId)).toBe(0);
    const rows = await server.deps.db
      .select()
      .from(generations)
      .where(eq(generations.userId, userId));
    expect(rows).toEqual([]);
  });

  it("keeps the generation, and the audio it had, when the studio leaves half-way", async () => {
    gate = Promise.withResolvers();
    const { c, userId } = await signedUp();
    const away = new AbortController();
    const res = await post(c, "WAIT for the gate.", away.signal);
    const frames = readFrames(res.body as ReadableStream<Uint8Array>)[Symbol.asyncIterator]();
    const first = await frames.next();
    expect(first.value?.type).toBe(FRAME.audio);
    expect(await used(userId)).toBe(1);
    away.abort();
    await frames.next().catch(() => {});
    // The gate stays shut: only the server noticing the studio has gone ends this generation.
    const rows = () =>
      server.deps.db.select().from(generations).where(eq(generations.userId, userId));
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1), { timeout: 10_000 });
    gate.resolve();
    const [row] = await rows();
    expect(row).toMatchObject({ audioSize: first.value?.payload.byteLength, cues: null });
    expect(await used(userId)).toBe(1);
  });
});
