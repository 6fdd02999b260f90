import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import type { AppEnv } from "../../app-env.ts";
import { createSpeech, type Speech } from "../../speech/index.ts";
import { samplesRoutes } from "./routes.ts";
import {
  createSamplesService,
  RETRY_AFTER_MS,
  SAMPLE_SCRIPT,
  type Sample,
  type SampleSpeech,
} from "./service.ts";

const quiet = { info: () => {}, warn: () => {} };
const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-samples-"));

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

describe("samples service", () => {
  it("makes each sample once, keeps it on disk, and a restarted server reuses the files", async () => {
    const dir = tmpDir();
    const { speech, calls } = fakeSpeech();
    const first = createSamplesService({ speech, dir, logger: quiet });
    const [a, b] = await Promise.all([first.list(), first.list()]);
    expect(a).toBe(b);
    expect(a.map((s) => s.voiceId)).toEqual(SAMPLE_SCRIPT.map((s) => s.voiceId));
    expect(a[0]?.url).toMatch(/^\/api\/samples\/bella\.mp3\?v=[0-9a-f]{12}$/);
    expect(calls).toHaveLength(SAMPLE_SCRIPT.length);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);

    const restarted = createSamplesService({ speech, dir, logger: quiet });
    expect(await restarted.list()).toEqual(a);
    expect(new TextDecoder().decode(await restarted.audio("adam"))).toBe("ID3 audio of adam");
    expect(calls).toHaveLength(SAMPLE_SCRIPT.length);
  });

  it("skips a missing voice, and retries a failed one only after a pause", async () => {
    let now = 1_000_000;
    const fail = new Set(["adam"]);
    const { speech, calls } = fakeSpeech({ fail, missing: new Set(["dorothy"]) });
    const service = createSamplesService({ speech, dir: tmpDir(), logger: quiet, now: () => now });
    expect((await service.list()).map((s) => s.voiceId)).toEqual([
      "bella",
      "urdu-female",
      "hindi-male",
    ]);
    await service.list();
    expect(calls.filter((c) => c === "adam")).toHaveLength(1);
    fail.clear();
    now += RETRY_AFTER_MS;
    expect((await service.list()).map((s) => s.voiceId)).toContain("adam");
    expect(calls.filter((c) => c === "bella")).toHaveLength(1);
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

  // Swaps the app's speech module for the test, and puts the real one back for close().
  async function withSpeech(speech: SampleSpeech | undefined, run: () => Promise<void>) {
    const real = server.deps.speech;
    Object.assign(server.deps, { speech });
    try {
      await run();
    } finally {
      Object.assign(server.deps, { speech: real });
    }
  }

  it("answers an empty list when the app has no speech module", async () => {
    await withSpeech(undefined, async () => {
      const res = await app().request("/api/samples");
      expect(await res.json()).toEqual({ samples: [] });
      expect((await app().request("/api/samples/bella.mp3")).status).toBe(404);
    });
  });

  it("serves the list and the MP3, whole or by byte range", async () => {
    await withSpeech(fakeSpeech().speech, async () => {
      const routes = app();
      const list = (await (await routes.request("/api/samples")).json()) as { samples: Sample[] };
      expect(list.samples).toHaveLength(SAMPLE_SCRIPT.length);
      const whole = await routes.request("/api/samples/bella.mp3");
      expect(whole.headers.get("content-type")).toBe("audio/mpeg");
      expect(await whole.text()).toBe("ID3 audio of bella");
      const part = await routes.request("/api/samples/bella.mp3", {
        headers: { range: "bytes=0-2" },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe("bytes 0-2/18");
      expect(await part.text()).toBe("ID3");
      const past = await routes.request("/api/samples/bella.mp3", {
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
    const service = createSamplesService({ speech, dir: tmpDir(), logger: quiet });
    const samples = await service.list();
    expect(samples.map((s) => s.voiceId)).toEqual(SAMPLE_SCRIPT.map((s) => s.voiceId));
    for (const sample of samples) {
      const mp3 = await service.audio(sample.voiceId);
      expect(mp3?.length).toBeGreaterThan(2_000);
      // An MP3 starts with an ID3 tag or a frame sync (0xFFEx).
      const head = mp3 ?? new Uint8Array();
      const isMp3 =
        (head[0] === 0x49 && head[1] === 0x44) || (head[0] === 0xff && (head[1] ?? 0) >= 0xe0);
      expect(isMp3).toBe(true);
    }
  }, 60_000);
});
