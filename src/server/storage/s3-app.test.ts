// The app on a bucket: generations, previews and samples land in S3, not in DATA_DIR, and play
// back with byte ranges and their content type, so any instance serves what another made.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../tests/helpers/s3-server.ts";
import { uniqueEmail } from "../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { generationAudioKey } from "../features/generations/audio-key.ts";
import type { AudioStore } from "./audio-store.ts";
import { createS3AudioStore } from "./s3-audio-store.ts";

let s3: TestS3Server;
let server: TestServer;
let bucket: AudioStore;
beforeAll(async () => {
  s3 = await startS3Server("awaaz-app");
  server = await startTestServer({ env: s3.env });
  bucket = createS3AudioStore(s3.config);
});
afterAll(async () => {
  await server.close();
  await bucket.close();
  await s3.close();
});

async function keys(prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for await (const key of bucket.keys(prefix)) out.push(key);
  return out.sort();
}

type Created = { generation: { id: string; audioUrl: string } };

describe("audio in an S3 bucket", () => {
  it("stores a generation in the bucket, plays it whole and by range, and deletes it there", async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    const me = await c.json<{ user: { id: string } }>("/api/me");
    const userId = me.body.user.id;
    for (const [format, type] of [
      ["mp3", "audio/mpeg"],
      ["wav", "audio/wav"],
    ] as const) {
      const made = await c.json<Created>("/api/generations", {
        body: { voiceId: "basic-en-us-male-1", text: "Stored in a bucket.", format },
      });
      expect(made.status).toBe(201);
      const { id, audioUrl } = made.body.generation;
      const key = generationAudioKey(userId, id, format);
      expect(await keys(`${userId}/`)).toContain(key);

      const whole = await c.request(audioUrl);
      expect([whole.status, whole.headers.get("content-type")]).toEqual([200, type]);
      const bytes = new Uint8Array(await whole.arrayBuffer());
      expect(bytes.length).toBe((await bucket.get(key))?.size);
      const part = await c.request(audioUrl, { headers: { range: "bytes=4-11" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 4-11/${bytes.length}`);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(4, 12));

      expect((await c.json(`/api/generations/${id}`, { method: "DELETE" })).status).toBe(200);
      expect(await bucket.get(key)).toBeNull();
      expect((await c.request(audioUrl)).status).toBe(404);
    }
    // Nothing went to the local folder.
    expect(fs.existsSync(path.join(server.deps.env.DATA_DIR, "audio"))).toBe(false);
  }, 60_000);

  it("an instance plays and deletes what another instance made", async () => {
    // A second app on the same database and bucket, with a DATA_DIR of its own.
    const other = await startTestServer({
      env: s3.env,
      configure: (o) => ({ ...o, database: { ...server.deps.database, close: async () => {} } }),
    });
    try {
      const here = server.client();
      await here.signUp(uniqueEmail());
      const made = await here.json<Created>("/api/generations", {
        body: { voiceId: "basic-en-us-male-1", text: "Made on one instance." },
      });
      const there = other.client();
      for (const [name, value] of here.cookies) there.cookies.set(name, value);
      const played = await there.request(made.body.generation.audioUrl, {
        headers: { range: "bytes=0-3" },
      });
      expect([played.status, played.headers.get("content-type")]).toEqual([206, "audio/mpeg"]);
      const del = await there.json(`/api/generations/${made.body.generation.id}`, {
        method: "DELETE",
      });
      expect(del.status).toBe(200);
      expect((await here.request(made.body.generation.audioUrl)).status).toBe(404);
    } finally {
      await other.close();
    }
  }, 60_000);

  it("keeps a voice preview in the bucket and serves it by range", async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    const whole = await c.request("/api/voices/basic-en-us-male-1/preview");
    expect([whole.status, whole.headers.get("content-type")]).toEqual([200, "audio/mpeg"]);
    const stored = await keys("previews/");
    expect(stored).toHaveLength(1);
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBe((await bucket.get(stored[0] ?? ""))?.size);
    const part = await c.request("/api/voices/basic-en-us-male-1/preview", {
      headers: { range: "bytes=0-9" },
    });
    expect([part.status, part.headers.get("content-range")]).toEqual([206, `bytes 0-9/${size}`]);
  }, 60_000);
});
