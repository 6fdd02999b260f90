// Downloads in another format: converted once in a worker thread and kept beside the original
// (deleted with it), streamed from the store; one conversion per user at a time, and a short
// queue for everyone, past which the answer is 429 with Retry-After.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { waitUntil } from "../../../../tests/helpers/wait-until.ts";
import { message } from "../../../domain/messages.ts";
import { createLogger } from "../../logger.ts";
import { isMp3, mp3DurationMs } from "../../speech/audio.ts";
import type { TranscodePool } from "../../speech/transcode-pool.ts";
import { createLocalAudioStore } from "../../storage/audio-store.ts";
import { createDownloads, DOWNLOAD_LIMITS } from "./downloads.ts";

let server: TestServer;
let reads: string[] = [];
// While set, a read of a whole file waits on it: a conversion then holds its slot until released.
let hold: Promise<void> | null = null;
beforeAll(async () => {
  server = await startTestServer({
    configure: (o) => {
      const store = createLocalAudioStore(path.join(o.env.DATA_DIR, "audio"));
      // Counts the files read whole (a conversion reads its original), to see it happen once.
      return {
        ...o,
        generationsPerMinute: 1000,
        audio: {
          ...store,
          get: async (key) => {
            const audio = await store.get(key);
            return (
              audio && {
                ...audio,
                read: async (range) => {
                  reads.push(key);
                  await hold;
                  return audio.read(range);
                },
              }
            );
          },
        },
      };
    },
  });
});
afterAll(() => server.close());

async function generated(text = "A sentence to download in other formats.") {
  const c = server.client();
  await c.signUp(uniqueEmail());
  const res = await c.json<{ generation: { id: string } }>("/api/generations", {
    body: { voiceId: "adam", text },
  });
  expect(res.status).toBe(201);
  return { c, id: res.body.generation.id };
}

const keysOf = async (prefix: string) => {
  const out: string[] = [];
  for await (const key of server.deps.audio.keys(prefix)) out.push(key);
  return out.sort();
};

describe("downloading a generation in another format", () => {
  it("converts once, keeps the file beside the original, and streams it to every request", {
    timeout: 90_000,
  }, async () => {
    const { c, id } = await generated();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => c.request(`/api/generations/${id}/download?as=mp3-128`)),
    );
    const bodies = await Promise.all(
      answers.map(async (r) => new Uint8Array(await r.arrayBuffer())),
    );
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe(String(bodies[i]?.byteLength));
      expect(bodies[i]).toEqual(bodies[0]);
    }
    const first = bodies[0] ?? new Uint8Array();
    expect(isMp3(first)).toBe(true);
    expect(mp3DurationMs(first)).toBeGreaterThan(1000);
    const [owner = ""] = (await keysOf("")).filter((k) => k.includes(id));
    const folder = owner.split("/")[0] ?? "";
    expect(await keysOf(`${folder}/`)).toEqual([
      `${folder}/${id}.mp3`,
      `${folder}/${id}.mp3-128.mp3`,
    ]);
    // Later requests read the kept file: no original is read for a conversion again.
    reads = [];
    const again = await c.request(`/api/generations/${id}/download?as=mp3-128`);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(first);
    expect(reads).toEqual([]);
    // Deleted with the generation.
    expect((await c.json(`/api/generations/${id}`, { method: "DELETE" })).status).toBe(200);
    expect(await keysOf(`${folder}/`)).toEqual([]);
  });

  it("refuses a second conversion of the same user's while one runs, with 429 and Retry-After", async () => {
    expect(DOWNLOAD_LIMITS.perUser).toBe(1);
    const { c, id } = await generated();
    const release = Promise.withResolvers<void>();
    hold = release.promise;
    reads = [];
    const wavAnswer = c.request(`/api/generations/${id}/download?as=wav`);
    await waitUntil("the WAV conversion reading its original", async () => reads[0] ?? null);
    const mp3 = await c.request(`/api/generations/${id}/download?as=mp3-64`);
    hold = null;
    release.resolve();
    const wav = await wavAnswer;
    expect(wav.status).toBe(200);
    expect(mp3.status).toBe(429);
    expect(Number(mp3.headers.get("retry-after"))).toBeGreaterThanOrEqual(5);
    expect(await mp3.json()).toEqual({
      error: {
        code: "DOWNLOADS_BUSY",
        message: message("downloadBusy"),
        key: "messages.downloadBusy",
      },
    });
    await wav.arrayBuffer();
    expect((await c.request(`/api/generations/${id}/download?as=mp3-64`)).status).toBe(200);
  });
});

describe("the conversion queue", () => {
  // A pool whose conversions end when the test says, to count exactly what waits.
  function gatedPool() {
    const gates: PromiseWithResolvers<void>[] = [];
    let runs = 0;
    const pool: TranscodePool = {
      threads: 1,
      async run(bytes) {
        runs++;
        const gate = Promise.withResolvers<void>();
        gates.push(gate);
        await gate.promise;
        return bytes;
      },
      close: async () => {},
    };
    return { pool, gates, runs: () => runs };
  }

  it("holds one conversion per user and a few for everyone, and shares one among its requests", async () => {
    const store = createLocalAudioStore(fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-dl-")));
    const { pool, gates, runs } = gatedPool();
    const downloads = createDownloads({ audio: store, logger: createLogger("silent") }, pool);
    const original = async (user: string) => {
      await store.put(`${user}/g.mp3`, new Uint8Array([1, 2, 3]));
      const audio = await store.get(`${user}/g.mp3`);
      if (!audio) throw new Error("not stored");
      return { key: `${user}/g.mp3`, format: "mp3" as const, audio };
    };
    const users = Array.from({ length: DOWNLOAD_LIMITS.queue + 2 }, (_, i) => `user${i}`);
    const sources = await Promise.all(users.map(original));
    // user0 converts first, so that its second request has a conversion to share; the others then
    // race for the slots left, in whatever order the store answers them.
    const first = downloads.prepare("user0", sources[0] ?? (await original("user0")), "wav");
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    const asked = [
      first,
      ...sources.slice(1).map((source, i) => downloads.prepare(users[i + 1] ?? "", source, "wav")),
    ];
    // The same file again, and another format of a user already converting.
    const same = downloads.prepare("user0", sources[0] ?? (await original("user0")), "wav");
    const other = await downloads.prepare(
      "user0",
      sources[0] ?? (await original("user0")),
      "mp3-64",
    );
    expect(other).toEqual({ busy: expect.any(Number) });
    await vi.waitFor(() => expect(gates).toHaveLength(DOWNLOAD_LIMITS.queue));
    for (const gate of gates) gate.resolve();
    const answers = await Promise.all([...asked, same]);
    expect(answers.filter((a) => a && "audio" in a)).toHaveLength(DOWNLOAD_LIMITS.queue + 1);
    expect(answers.filter((a) => a && "busy" in a)).toHaveLength(2);
    expect(runs()).toBe(DOWNLOAD_LIMITS.queue);
  });
});
