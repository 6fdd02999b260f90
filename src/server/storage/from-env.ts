// The one place that picks the audio store from the configuration: the app and audio:migrate agree.
import path from "node:path";
import type { Env } from "../env.ts";
import { type AudioStore, createLocalAudioStore } from "./audio-store.ts";
import { createS3AudioStore } from "./s3-audio-store.ts";

/** The local folder audio lives in without a bucket, and audio:migrate copies from. */
export const localAudioDir = (env: Pick<Env, "DATA_DIR">) => path.join(env.DATA_DIR, "audio");

type StoreEnv = Pick<
  Env,
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

export function audioStoreFromEnv(env: StoreEnv): AudioStore {
  if (!env.S3_BUCKET) return createLocalAudioStore(localAudioDir(env));
  return createS3AudioStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
