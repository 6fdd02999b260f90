import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../../tests/helpers/s3-server.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import type { AppEnv } from "../../app-env.ts";
import { createSpeech, type Speech } from "../../speech/index.ts";
import { type AudioStore, createLocalAudioStore } from "../../storage/audio-store.ts";
import { createS3AudioStore } from "../../storage/s3-audio-store.ts";
import { samplesRoutes } from "./routes.ts";
import {
  createSamplesService,
  RETRY_AFTER_MS,
  SAMPLE_SCRIPT,
  type Sample,
  type SampleSpeech,
  type SamplesService,
  sampleKey,
} from "./service.ts";

const quiet = { info: () => {}, warn: () => {} };
const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-samples-"));
const localStore = () => createLocalAudioStore(tmpDir());
const text = async (store: AudioStore, key: string) =>
  new TextDecoder().decode(await (await store.get(key))?.read());

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server("awaaz-samples");
});
afterAll(() => s3.close());

function fakeSpeech(options: { fail?: Set<string>; missing?: Set<string> } = {}) {
  const calls: string[] = [];
  const speech: SampleSpeech = {
    findVoice: async (id) =>
      options.missing?.has(id)
        ? undefined
        : { id, name: `Voice ${id}`, gender: "female", accent: "American", language: "en" },
    synthesize: async ({ voiceId }) => {
      calls.push(voiceId);
      if (options.fail?.has(voiceId)) throw new Error("engine down");
      return { audio: new TextEncoder().encode(`ID3 audio of ${voiceId}`) };
    },
  };
  return { speech, calls };
}

// Each entry opens one store: every call of the opener reaches the same files or bucket.
describe.each([
  ["local files", () => createLocalAudioStore.bind(null, tmpDir())],
  ["an S3 bucket", () => () => createS3AudioStore(s3.config)],
])("samples service on %s", (_name, opener) => {
  it("makes each sample once, keeps it in the store, and another instance reuses it", async () => {
    const makeStore = opener();
    const audio = makeStore();
    const { speech, calls } = fakeSpeech();
    const first = createSamplesService({ speech, audio, logger: quiet });
    const [a, b] = await Promise.all([first.list(), first.list()]);
    expect(a).toBe(b);
    expect(a.map((s) => s.voiceId)).toEqual(SAMPLE_SCRIPT.map((s) => s.voiceId));
    expect(a[0]?.url).toMatch(/^\/api\/samples\/basic-en-us-female-1\.mp3\?v=[0-9a-f]{12}$/);
    expect(calls).toHaveLength(SAMPLE_SCRIPT.length);
    const male = SAMPLE_SCRIPT.find((s) => s.voiceId === "basic-en-us-male-1");
    expect(await text(audio, sampleKey("basic-en-us-male-1", male?.text ?? ""))).toBe(
      "ID3 audio of basic-en-us-male-1",
    );

    // A second instance (or a restart) on the same store makes nothing.
    const other = createSamplesService({ speech, audio: makeStore(), logger: quiet });
    expect(await other.list()).toEqual(a);
    const served = await other.audio("basic-en-us-male-1");
    expect(new TextDecoder().decode(await served?.read())).toBe("ID3 audio of basic-en-us-male-1");
    expect(calls).toHaveLength(SAMPLE_SCRIPT.length);
    await audio.close();
  });
});

describe("samples service", () => {
  it("skips a missing voice, and retries a failed one only after a pause", async () => {
    let now = 1_000_000;
    const fail = new Set(["basic-en-us-male-1"]);
    const { speech, calls } = fakeSpeech({ fail, missing: new Set(["basic-en-gb-female-1"]) });
    const service = createSamplesService(
      { speech, audio: localStore(), logger: quiet },
      { now: () => now },
    );
    expect((await service.list()).map((s) => s.voiceId)).toEqual([
      "basic-en-us-female-1",
      "basic-ur-female-1",
      "basic-hi-male-1",
    ]);
    await service.list();
    expect(calls.filter((c) => c === "basic-en-us-male-1")).toHaveLength(1);
    fail.clear();
    now += RETRY_AFTER_MS;
    expect((await service.list()).map((s) => s.voiceId)).toContain("basic-en-us-male-1");
    expect(calls.filter((c) => c === "basic-en-us-female-1")).toHaveLength(1);
  });
});

describe("GET /api/samples", () => {
  let server: TestServer;
  const app = () =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("deps", server.deps);
        await next();
      })
      .route("/api/samples", samplesRoutes());
  beforeAll(async () => {
    server = await startTestServer({ env: { DATA_DIR: tmpDir() } });
  });
  afterAll(() => server.close());

  // Swaps the app's samples service for one over a fake engine and the app's own store.
  async function withSamples(speech: SampleSpeech, run: () => Promise<void>) {
    const real = server.deps.samples;
    const samples: SamplesService = createSamplesService({
      speech,
      audio: server.deps.audio,
      logger: quiet,
    });
    Object.assign(server.deps, { samples });
    try {
      await run();
    } finally {
      Object.assign(server.deps, { samples: real });
    }
  }

  it("serves the list and the MP3, whole or by byte range", async () => {
    await withSamples(fakeSpeech().speech, async () => {
      const routes = app();
      const list = (await (await routes.request("/api/samples")).json()) as { samples: Sample[] };
      expect(list.samples).toHaveLength(SAMPLE_SCRIPT.length);
      const whole = await routes.request("/api/samples/basic-en-us-female-1.mp3");
      expect(whole.headers.get("content-type")).toBe("audio/mpeg");
      expect(await whole.text()).toBe("ID3 audio of basic-en-us-female-1");
      const part = await routes.request("/api/samples/basic-en-us-female-1.mp3", {
        headers: { range: "bytes=0-2" },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(
        `bytes 0-2/${"ID3 audio of basic-en-us-female-1".length}`,
      );
      expect(await part.text()).toBe("ID3");
      const past = await routes.request("/api/samples/basic-en-us-female-1.mp3", {
        headers: { range: "bytes=99-" },
      });
      expect(past.status).toBe(416);
      expect((await routes.request("/api/samples/nobody.mp3")).status).toBe(404);
    });
  });
});

describe("with the real embedded engine", () => {
  let speech: Speech;
  beforeAll(() => {
    speech = createSpeech({ embedded: { workers: 1 } }, { ...quiet, error: () => {} });
  });
  afterAll(() => speech.close());

  it("every sample voice exists and speaks its line as MP3, Urdu and Hindi included", async () => {
    const service = createSamplesService({ speech, audio: localStore(), logger: quiet });
    const samples = await service.list();
    expect(samples.map((s) => s.voiceId)).toEqual(SAMPLE_SCRIPT.map((s) => s.voiceId));
    for (const sample of samples) {
      const mp3 = await (await service.audio(sample.voiceId))?.read();
      expect(mp3?.length).toBeGreaterThan(2_000);
      // An MP3 starts with an ID3 tag or a frame sync (0xFFEx).
      const head = mp3 ?? new Uint8Array();
      const isMp3 =
        (head[0] === 0x49 && head[1] === 0x44) || (head[0] === 0xff && (head[1] ?? 0) >= 0xe0);
      expect(isMp3).toBe(true);
    }
  }, 60_000);
});
