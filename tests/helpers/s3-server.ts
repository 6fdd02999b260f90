// A real S3-protocol server (s3rver, from npm) on a free loopback port with a temporary folder, for
// tests that run the audio store against a bucket. Nothing is downloaded at run time.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StoreConfig } from "../../src/server/storage/s3-audio-store.ts";

export interface TestS3Server {
  /** The store's configuration for the bucket it made. */
  config: S3StoreConfig;
  /** The same as environment variables, for startTestServer({ env }) or a child process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = "awaaz-test"): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks signatures against its fixed key pair.
  const config: S3StoreConfig = {
    bucket,
    endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
