// `npm run backup -- <file>`: the database and, when kept in DATA_DIR, the audio, in one file
// (scripts/backup-archive.ts). The embedded database is locked by a running server: stop it first.
import { openDatabase } from "../src/server/database.ts";
import { DataDirLockedError } from "../src/server/db/data-dir-lock.ts";
import { EnvError, loadEnv } from "../src/server/env.ts";
import { BackupError, writeBackup } from "./backup-archive.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run backup -- <file>");
  process.exit(1);
}
try {
  const env = loadEnv();
  // Not migrated: a backup taken with a newer checkout must not change the live database.
  const database = await openDatabase(env, { migrate: false });
  try {
    const manifest = await writeBackup(file, {
      database,
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      dataDir: env.DATA_DIR,
      // A bucket is backed up with the provider's own tools (docs/operations.md, Backups).
      localAudio: !env.S3_BUCKET,
    });
    console.log(
      `Backed up the ${manifest.database === "postgres" ? "PostgreSQL" : "embedded"} database` +
        `${manifest.audio ? " and the audio" : ""} to ${file}`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (
    !(
      error instanceof BackupError ||
      error instanceof EnvError ||
      error instanceof DataDirLockedError
    )
  )
    throw error;
  console.error(error.message);
  process.exit(1);
}
