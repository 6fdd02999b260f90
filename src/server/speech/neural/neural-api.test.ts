// A tiny Piper-layout voice installed with `npm run voices:add`, spoken through the HTTP API.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  requireEspeakData,
  voicesCli,
  writeTinyPiperVoice,
} from "../../../../tests/helpers/piper-model.ts";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../../tests/helpers/test-server.ts";
import type { EnginesStatus } from "../../../domain/admin.ts";
import { wavDurationMs } from "../audio.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-neural-api-"));
const dataDir = path.join(tmp, "data");
const voicesDir = path.join(dataDir, "voices");
let server: TestServer;

beforeAll(async () => {
  const good = await voicesCli("add", [writeTinyPiperVoice(path.join(tmp, "src"))], dataDir);
  expect(good.code).toBe(0);
  // Damaged after installing, as a disk or a careless copy would: the server must skip it.
  const broken = path.join(voicesDir, "en_US-broken-x_low");
  fs.cpSync(path.join(voicesDir, "en_US-tiny-x_low"), broken, { recursive: true });
  const manifest = path.join(broken, "voice.json");
  const described = JSON.parse(fs.readFileSync(manifest, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(manifest, JSON.stringify({ ...described, key: "en_US-broken-x_low" }));
  const model = path.join(broken, "model.onnx");
  fs.truncateSync(model, fs.statSync(model).size - 300);
  fs.mkdirSync(path.join(voicesDir, "junk"));
  server = await startTestServer({
    configure: (o) => ({ ...o, env: { ...o.env, DATA_DIR: dataDir }, generationsPerMinute: 1000 }),
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function user() {
  const c = server.client();
  await c.signUp(uniqueEmail());
  return c;
}

type Voices = { id: string; engine: string }[];

async function speak(
  c: Awaited<ReturnType<typeof user>>,
  voiceId: string,
  text: string,
  settings?: { speed: number },
) {
  const res = await c.json<{ generation: { audioUrl: string } }>("/api/generations", {
    body: { voiceId, text, format: "wav", ...(settings ? { settings } : {}) },
  });
  expect(res.status).toBe(201);
  const audio = await c.request(res.body.generation.audioUrl);
  expect(audio.headers.get("content-type")).toContain("audio/wav");
  return wavDurationMs(new Uint8Array(await audio.arrayBuffer())) ?? 0;
}

describe("neural voices through the API", () => {
  it("speaks an installed voice, the audio's length following the text", async () => {
    const c = await user();
    const voices = await c.json<Voices>("/api/voices");
    const neural = voices.body.filter((v) => v.engine === "neural").map((v) => v.id);
    expect(neural).toEqual(["neural:en_US-tiny-x_low"]);
    const sentence = "Neural voices read this sentence aloud.";
    const one = await speak(c, "neural:en_US-tiny-x_low", sentence);
    const four = await speak(c, "neural:en_US-tiny-x_low", Array(4).fill(sentence).join(" "));
    expect(one).toBeGreaterThan(500);
    expect(four / one).toBeGreaterThan(3.6);
    expect(four / one).toBeLessThan(4.4);
    // The studio's speed setting reaches the voice (a new user: the free quota is two).
    const slow = await speak(await user(), "neural:en_US-tiny-x_low", sentence, { speed: 0.7 });
    expect(slow / one).toBeCloseTo(1 / 0.7, 1);
  });

  it("skips a damaged folder at start, says so in the engines status, and serves the rest", async () => {
    const admin = server.client();
    expect((await admin.adminSignIn(TEST_ADMIN_PASSWORD)).status).toBe(200);
    const res = await admin.json<EnginesStatus>("/api/admin/settings/engines");
    const neural = res.body.engines.find((e) => e.id === "neural");
    expect(neural?.ok).toBe(false);
    expect(neural?.detail).toContain("1 installed");
    expect(neural?.detail).toContain("skipped en_US-broken-x_low");
    expect(neural?.detail).toContain("model.onnx is");
    expect(neural?.detail).toContain("skipped junk");
    const c = await user();
    const broken = await c.json("/api/generations", {
      body: { voiceId: "neural:en_US-broken-x_low", text: "Hello there.", format: "wav" },
    });
    expect(broken.status).toBe(400);
    expect(await speak(c, "neural:en_US-tiny-x_low", "Still here.")).toBeGreaterThan(0);
  });

  it("offers a voice installed or removed while running, without a restart", async () => {
    const c = await user();
    const onnx = writeTinyPiperVoice(path.join(tmp, "later"), "en_GB-later-x_low", {
      espeakVoice: "en-gb",
    });
    expect((await voicesCli("add", [onnx], dataDir)).code).toBe(0);
    const listed = await c.json<Voices>("/api/voices");
    expect(listed.body.map((v) => v.id)).toContain("neural:en_GB-later-x_low");
    // Piper's "en-gb" speaks nothing with Debian's eSpeak data: it is installed as en-gb-x-rp.
    expect(await speak(c, "neural:en_GB-later-x_low", "A British voice.")).toBeGreaterThan(500);
    expect((await voicesCli("remove", ["neural:en_GB-later-x_low"], dataDir)).code).toBe(0);
    const after = await c.json<Voices>("/api/voices");
    expect(after.body.map((v) => v.id)).not.toContain("neural:en_GB-later-x_low");
    const gone = await c.json("/api/generations", {
      body: { voiceId: "neural:en_GB-later-x_low", text: "Hello.", format: "wav" },
    });
    expect(gone.status).toBe(400);
  });
});
