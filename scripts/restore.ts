// `npm run restore -- <file>`: a backup of `npm run backup` into an empty DATA_DIR, or into the
// empty PostgreSQL database of DATABASE_URL; anything else is refused (scripts/backup-archive.ts).
import { EnvError, loadEnv } from "../src/server/env.ts";
import { BackupError, restoreBackup } from "./backup-archive.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- <file>");
  process.exit(1);
}
try {
  const env = loadEnv();
  const manifest = await restoreBackup(file, {
    dataDir: env.DATA_DIR,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  });
  console.log(
    `Restored the backup of ${manifest.createdAt}${manifest.audio ? " with its audio" : ""}. ` +
      "Start the server: it applies any newer migrations.",
  );
  // The archive's audio lands in DATA_DIR/audio; an instance that keeps audio in a bucket
  // plays only what is there.
  if (manifest.audio && env.S3_BUCKET) {
    console.log(
      `This instance keeps its audio in the bucket ${env.S3_BUCKET}: run \`npm run audio:migrate\` ` +
        "to copy the restored audio into it.",
    );
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
