// The official SDKs, unchanged, against the real server: only the base URL and the key differ.
import { desc, eq } from "drizzle-orm";
import type OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { generations, profiles } from "../../db/schema.ts";
import { isMp3 } from "../../speech/audio.ts";
import { userWithKey } from "../api-keys/test-kit.ts";
import {
  ELEVENLABS_OUTPUT_FORMATS,
  elevenLabsErrorBody,
  elevenLabsValidationErrorBody,
} from "./schemas.ts";
import { sdkKit } from "./test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ configure: (o) => ({ ...o, generationsPerMinute: 1000 }) });
});
afterAll(() => server.close());

const { elevenlabs, openai, bytesOf, elevenLabsFailure, openAiFailure, historyOf, proUserWithKey } =
  sdkKit(() => server);

describe("the ElevenLabs shape", () => {
  it("lists every voice with its labels and finds one", async () => {
    const { key } = await userWithKey(server);
    const client = elevenlabs(key);
    const { voices } = await client.voices.getAll();
    const basic = voices.find((v) => v.voiceId === "basic-en-us-male-1");
    expect(basic).toMatchObject({
      name: "Basic English (US), male 1",
      category: "premade",
      labels: { gender: "male", accent: "American", language: "en" },
    });
    expect(basic?.previewUrl).toBe(`${server.url}/v1/voices/basic-en-us-male-1/preview`);
    expect((await fetch(basic?.previewUrl ?? "")).headers.get("content-type")).toBe("audio/mpeg");
    expect(await client.voices.get("basic-en-us-female-1")).toMatchObject({
      voiceId: "basic-en-us-female-1",
      name: "Basic English (US), female 1",
    });
    const missing = await elevenLabsFailure(() => client.voices.get("nobody"));
    expect(missing.status).toBe(404);
  });

  it("speaks MP3 and PCM at the asked rate, each a generation marked API in the history", async () => {
    const { key, id } = await userWithKey(server);
    const client = elevenlabs(key);
    const text = "Hello from the public API.";
    const mp3 = await bytesOf(
      await client.textToSpeech.convert("basic-en-us-male-1", {
        text,
        outputFormat: "mp3_44100_128",
      }),
    );
    expect(isMp3(mp3)).toBe(true);
    const pcm = await bytesOf(
      await client.textToSpeech.convert("basic-en-us-male-1", { text, outputFormat: "pcm_16000" }),
    );
    const rows = await historyOf(id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.isApiGenerated)).toBe(true);
    const wavRow = rows.find((r) => r.format === "wav");
    // 16-bit mono at 16 kHz: 32 bytes a millisecond of the stored (engine-rate) audio.
    expect(pcm.byteLength % 2).toBe(0);
    expect(pcm.byteLength / 32).toBeCloseTo(wavRow?.durationMs ?? 0, -1);
  });

  it("finds and speaks a basic voice by its former id, recorded under its present id", async () => {
    const { key, id } = await userWithKey(server);
    const client = elevenlabs(key);
    expect(await client.voices.get("bella")).toMatchObject({ voiceId: "basic-en-us-female-1" });
    const mp3 = await bytesOf(await client.textToSpeech.convert("adam", { text: "Still here." }));
    expect(isMp3(mp3)).toBe(true);
    const [row] = await historyOf(id);
    expect(row).toMatchObject({
      voiceId: "basic-en-us-male-1",
      voiceName: "Basic English (US), male 1",
    });
  });

  it("speaks every output format its SDK offers but Opus", async () => {
    const { key, id } = await proUserWithKey(100);
    const client = elevenlabs(key);
    for (const outputFormat of ELEVENLABS_OUTPUT_FORMATS) {
      const audio = await bytesOf(
        await client.textToSpeech.convert("basic-en-us-male-1", {
          text: "Every format.",
          outputFormat,
        }),
      );
      const [row] = await server.deps.db
        .select()
        .from(generations)
        .where(eq(generations.userId, id))
        .orderBy(desc(generations.createdAt))
        .limit(1);
      const [kind, rate] = outputFormat.split("_");
      if (kind === "mp3") {
        expect(isMp3(audio)).toBe(true);
        continue;
      }
      // Bytes a millisecond: 16-bit PCM at its rate, one G.711 byte a sample at 8 kHz.
      const perMs = kind === "pcm" ? (Number(rate) * 2) / 1000 : 8;
      expect(Math.abs(audio.byteLength / perMs - (row?.durationMs ?? 0))).toBeLessThan(20);
    }
    expect(await historyOf(id)).toHaveLength(ELEVENLABS_OUTPUT_FORMATS.length);
  });

  it("streams, and reports the plan in characters", async () => {
    const { key } = await userWithKey(server);
    const client = elevenlabs(key);
    const before = await client.user.subscription.get();
    expect(before).toMatchObject({ tier: "free", characterCount: 0, characterLimit: 10_000 });
    const audio = await bytesOf(
      await client.textToSpeech.stream("basic-en-us-female-1", { text: "A streamed sentence." }),
    );
    expect(isMp3(audio)).toBe(true);
    const after = await client.user.get();
    expect(after.subscription).toMatchObject({ characterCount: 5000, characterLimit: 10_000 });
    const models = await client.models.list();
    expect(models.map((m) => m.modelId)).toContain("eleven_multilingual_v2");
  });

  it("answers a spent plan with 401 quota_exceeded and bad input with 422", async () => {
    const { key, id } = await userWithKey(server);
    const client = elevenlabs(key);
    for (const text of ["One.", "Two."])
      await bytesOf(await client.textToSpeech.convert("basic-en-us-male-1", { text }));
    const spent = await elevenLabsFailure(() =>
      client.textToSpeech.convert("basic-en-us-male-1", { text: "Three." }),
    );
    expect(spent).toEqual({
      status: 401,
      body: { detail: { status: "quota_exceeded", message: message("generationLimitReached") } },
    });
    const long = await elevenLabsFailure(() =>
      client.textToSpeech.convert("basic-en-us-male-1", { text: "a".repeat(5001) }),
    );
    // The bodies /v1/openapi.json describes (keys.test.ts checks which answer names which).
    expect(elevenLabsErrorBody.strict().safeParse(spent.body).success).toBe(true);
    expect(elevenLabsValidationErrorBody.safeParse(long.body).success).toBe(true);
    expect(long).toEqual({
      status: 422,
      body: {
        detail: [
          { loc: ["body", "text"], msg: message("generationTextTooLong"), type: "value_error" },
        ],
      },
    });
    expect(await historyOf(id)).toHaveLength(2);
  });

  it("names the field of bad input as FastAPI does, in the body and in the query", async () => {
    const { key } = await userWithKey(server);
    const client = elevenlabs(key);
    // The SDK checks types itself: a tool without it sends what it likes.
    const setting = await fetch(`${server.url}/v1/text-to-speech/basic-en-us-male-1`, {
      method: "POST",
      headers: { "xi-api-key": key, "content-type": "application/json" },
      body: JSON.stringify({ text: "Hi.", voice_settings: { stability: "high" } }),
    });
    expect(setting.status).toBe(422);
    expect(await setting.json()).toMatchObject({
      detail: [{ loc: ["body", "voice_settings", "stability"], type: "value_error" }],
    });
    const format = await elevenLabsFailure(() =>
      client.textToSpeech.convert("basic-en-us-male-1", {
        text: "Hi.",
        outputFormat: "opus_48000_64",
      }),
    );
    expect(format.body).toMatchObject({ detail: [{ loc: ["query", "output_format"] }] });
  });

  it.each([
    ["xi-api-key", "elevenlabs"],
    ["authorization", "openai"],
  ])("answers a body over 64 kB with 413 (key in %s)", async (header) => {
    const { key } = await userWithKey(server);
    const res = await fetch(`${server.url}/v1/text-to-speech/basic-en-us-male-1`, {
      method: "POST",
      headers: {
        [header]: header === "authorization" ? `Bearer ${key}` : key,
        "content-type": "application/json",
      },
      body: JSON.stringify({ text: "a".repeat(70_000) }),
    });
    expect(res.status).toBe(413);
    expect(JSON.stringify(await res.json())).toContain(message("httpTooLarge"));
  });
});

describe("the OpenAI shape", () => {
  it("speaks MP3, WAV and 24 kHz PCM with OpenAI's voice names", async () => {
    const { key, id } = await proUserWithKey(10);
    const client = openai(key);
    const speech = (response_format: "mp3" | "wav" | "pcm") =>
      client.audio.speech.create({
        model: "tts-1",
        voice: "alloy",
        input: "Hi there.",
        response_format,
      });
    const mp3 = new Uint8Array(await (await speech("mp3")).arrayBuffer());
    expect(isMp3(mp3)).toBe(true);
    const wav = new Uint8Array(await (await speech("wav")).arrayBuffer());
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe("RIFF");
    expect(new DataView(wav.buffer).getUint32(24, true)).toBe(24_000);
    const pcm = new Uint8Array(await (await speech("pcm")).arrayBuffer());
    // The same samples as the WAV's, give or take eSpeak's run-to-run jitter (under 50 ms).
    expect(pcm.byteLength % 2).toBe(0);
    expect(Math.abs(pcm.byteLength - (wav.byteLength - 44))).toBeLessThan(2400);
    // speed 4 is OpenAI's maximum; the engine speaks at most 1.3 times its own pace.
    const fast = await client.audio.speech.create({
      model: "tts-1",
      voice: "alloy",
      input: "Hi there.",
      response_format: "pcm",
      speed: 4,
    });
    const ratio = (await fast.arrayBuffer()).byteLength / pcm.byteLength;
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(0.9);
    const rows = await historyOf(id);
    expect(rows.map((r) => r.voiceId)).toEqual([
      "basic-en-us-male-2",
      "basic-en-us-male-2",
      "basic-en-us-male-2",
      "basic-en-us-male-2",
    ]);
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toContain("tts-1");
    expect(await client.models.retrieve("tts-1-hd")).toMatchObject({
      id: "tts-1-hd",
      object: "model",
    });
    expect(await openAiFailure(() => client.models.retrieve("gpt-4o"))).toMatchObject({
      status: 404,
    });
  });

  it("speaks OpenAI's voice names, and {id}, with a voice that reads the text", async () => {
    const { key, id } = await proUserWithKey(10);
    const client = openai(key);
    const say = async (voice: string | { id: string }, input: string) =>
      (await client.audio.speech.create({ model: "tts-1", voice, input })).arrayBuffer();
    await say("coral", "Hello.");
    await say({ id: "basic-en-us-female-1" }, "Hello.");
    await say("alloy", "آپ کیسے ہیں؟");
    await say("nova", "आप कैसे हैं?");
    const rows = await historyOf(id);
    expect(rows.map((r) => r.voiceId).sort()).toEqual(
      [
        "basic-en-us-female-3",
        "basic-en-us-female-1",
        "basic-ur-male-1",
        "basic-hi-female-1",
      ].sort(),
    );
  });

  it("streams server-sent events when asked, the audio in base64 deltas", async () => {
    const { key, id } = await userWithKey(server);
    const res = await openai(key).audio.speech.create({
      model: "gpt-4o-mini-tts",
      voice: "nova",
      input: "First sentence. Second sentence.",
      stream_format: "sse",
    });
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = (await res.text())
      .split("\n\n")
      .filter(Boolean)
      .map((block) => JSON.parse(block.replace(/^data: /, "")) as Record<string, unknown>);
    const deltas = events.filter((e) => e.type === "speech.audio.delta");
    expect(deltas.length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      type: "speech.audio.done",
      usage: { input_tokens: 0, output_tokens: 0, total_tokens: 0 },
    });
    const audio = Buffer.concat(deltas.map((e) => Buffer.from(String(e.audio), "base64")));
    expect(isMp3(audio)).toBe(true);
    expect(await historyOf(id)).toMatchObject([{ audioSize: audio.byteLength }]);
  });

  it("refuses an unsupported format, an unknown voice and long text with 400", async () => {
    const { key } = await userWithKey(server);
    const client = openai(key);
    const opus = await openAiFailure(() =>
      client.audio.speech.create({
        model: "tts-1",
        voice: "alloy",
        input: "x",
        response_format: "opus",
      }),
    );
    expect(opus.status).toBe(400);
    expect(opus.error).toMatchObject({ param: "response_format", type: "invalid_request_error" });
    const voice = await openAiFailure(() =>
      client.audio.speech.create({ model: "tts-1", voice: "nobody", input: "x" }),
    );
    expect(voice).toMatchObject({ status: 400, error: { param: "voice" } });
    const long = await openAiFailure(() =>
      client.audio.speech.create({
        model: "tts-1",
        voice: "basic-en-us-male-1",
        input: "a".repeat(5001),
      }),
    );
    expect(long).toMatchObject({
      status: 400,
      error: { message: message("generationTextTooLong") },
    });
  });

  it("answers a spent plan with 429 insufficient_quota, and parallel calls never overdraw", async () => {
    const { key, id } = await proUserWithKey(3);
    const client = openai(key);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        client.audio.speech
          .create({ model: "tts-1", voice: "echo", input: "Race." })
          .then((r) => r.arrayBuffer()),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      const e = (r as PromiseRejectedResult).reason as InstanceType<typeof OpenAI.APIError>;
      expect(e.status).toBe(429);
      expect(e.error).toMatchObject({ type: "insufficient_quota", code: "insufficient_quota" });
    }
    const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(row?.voicesGenerated).toBe(3);
    expect(await historyOf(id)).toHaveLength(3);
  });
});
