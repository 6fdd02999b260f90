// Copies the audio an instance kept in DATA_DIR/audio into the S3 bucket it is now configured with
// (docs/operations.md). Safe to run again: what is already in the bucket is skipped.
import { loadEnv } from "../src/server/env.ts";
import { createLocalAudioStore } from "../src/server/storage/audio-store.ts";
import { audioStoreFromEnv, localAudioDir } from "../src/server/storage/from-env.ts";
import { copyAudio } from "../src/server/storage/migrate.ts";

const env = loadEnv();
if (!env.S3_BUCKET) {
  console.error(
    "audio:migrate copies DATA_DIR/audio into a bucket: set S3_BUCKET (and the other S3_ variables) first.",
  );
  process.exit(1);
}
const from = createLocalAudioStore(localAudioDir(env));
const to = audioStoreFromEnv(env);
console.log(`Copying ${localAudioDir(env)} into s3://${env.S3_BUCKET} …`);
const { copied, skipped } = await copyAudio(from, to, (key) => console.log(`  ${key}`));
await to.close();
console.log(`Done: ${copied} copied, ${skipped} already in the bucket.`);
