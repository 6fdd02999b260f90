// The store follows the configuration: local files without S3_BUCKET, the bucket with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../tests/helpers/s3-server.ts";
import { EnvError, parseEnv } from "../env.ts";
import { audioStoreFromEnv } from "./from-env.ts";
import { createS3AudioStore } from "./s3-audio-store.ts";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server("awaaz-env");
});
afterAll(() => s3.close());

const bytes = new TextEncoder().encode("ID3 audio");

describe("the audio store from the environment", () => {
  it("writes under DATA_DIR/audio without S3_BUCKET, and to the bucket with it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-env-"));
    const local = audioStoreFromEnv(parseEnv({ DATA_DIR: dataDir }));
    await local.put("u1/a.mp3", bytes);
    expect(fs.readFileSync(path.join(dataDir, "audio", "u1", "a.mp3"))).toEqual(Buffer.from(bytes));

    const remote = audioStoreFromEnv(parseEnv({ DATA_DIR: dataDir, ...s3.env }));
    await remote.put("u1/b.mp3", bytes);
    expect(fs.existsSync(path.join(dataDir, "audio", "u1", "b.mp3"))).toBe(false);
    const bucket = createS3AudioStore(s3.config);
    expect((await bucket.get("u1/b.mp3"))?.size).toBe(bytes.length);
    await Promise.all([remote.close(), bucket.close()]);
  });

  it("reads the path-style switch and wants the key pair together", () => {
    expect(parseEnv({ S3_FORCE_PATH_STYLE: "1" }).S3_FORCE_PATH_STYLE).toBe(true);
    expect(parseEnv({}).S3_FORCE_PATH_STYLE).toBe(false);
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: "yes please" })).toThrow(EnvError);
    expect(() => parseEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
  });
});
