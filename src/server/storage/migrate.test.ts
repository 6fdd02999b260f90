// audio:migrate: local audio into the bucket, once; a second run copies nothing and changes nothing.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../tests/helpers/s3-server.ts";
import { type AudioStore, createLocalAudioStore } from "./audio-store.ts";
import { localAudioDir } from "./from-env.ts";
import { copyAudio } from "./migrate.ts";
import { createS3AudioStore } from "./s3-audio-store.ts";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server("awaaz-migrate");
});
afterAll(() => s3.close());

const FILES: Record<string, string> = {
  "user1/gen1.mp3": "ID3 first",
  "user1/gen2.wav": "RIFF second",
  "user2/gen3.mp3": "ID3 third",
  "samples/basic-en-us-female-1-0123456789ab.mp3": "ID3 sample",
  "previews/0123456789abcdef01234567.mp3": "ID3 preview",
};

async function contents(store: AudioStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const key of store.keys()) {
    out[key] = new TextDecoder().decode(await (await store.get(key))?.read());
  }
  return out;
}

// Counts the writes that reach the bucket.
function counting(store: AudioStore) {
  const puts: string[] = [];
  return {
    puts,
    store: {
      ...store,
      put: (key: string, bytes: Uint8Array) => {
        puts.push(key);
        return store.put(key, bytes);
      },
    },
  };
}

describe("copying local audio into the bucket", () => {
  it("copies every file once; a second run copies nothing and writes nothing", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-migrate-"));
    const local = createLocalAudioStore(localAudioDir({ DATA_DIR: dataDir }));
    for (const [key, text] of Object.entries(FILES))
      await local.put(key, new TextEncoder().encode(text));
    const bucket = createS3AudioStore(s3.config);

    const first = counting(bucket);
    expect(await copyAudio(local, first.store)).toEqual({ copied: 5, skipped: 0 });
    expect(first.puts.sort()).toEqual(Object.keys(FILES).sort());
    expect(await contents(bucket)).toEqual(FILES);

    const second = counting(bucket);
    expect(await copyAudio(local, second.store)).toEqual({ copied: 0, skipped: 5 });
    expect(second.puts).toEqual([]);
    expect(await contents(bucket)).toEqual(FILES);
    await bucket.close();
  });

  it("runs as npm run audio:migrate with the bucket from the environment", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-migrate-"));
    const local = createLocalAudioStore(localAudioDir({ DATA_DIR: dataDir }));
    await local.put("user9/only.mp3", new TextEncoder().encode("ID3 only"));
    const script = new URL("../../../scripts/audio-migrate.ts", import.meta.url).pathname;
    const env = { ...process.env, ...s3.env, S3_BUCKET: s3.env.S3_BUCKET ?? "", DATA_DIR: dataDir };
    const run = () => promisify(execFile)(process.execPath, [script], { env });
    expect((await run()).stdout).toContain("Done: 1 copied, 0 already in the bucket.");
    expect((await run()).stdout).toContain("Done: 0 copied, 1 already in the bucket.");
    const bucket = createS3AudioStore(s3.config);
    expect(new TextDecoder().decode(await (await bucket.get("user9/only.mp3"))?.read())).toBe(
      "ID3 only",
    );
    await bucket.close();
  }, 60_000);
});
