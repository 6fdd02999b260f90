// `npm run worker`: a process that only renders projects' blocks from the job queue, with no HTTP,
// so speech can run on other machines against the same PostgreSQL (docs/operations.md, Workers).
// PGlite is one process's database: there the server renders by itself and this refuses to start.
import { createDeps } from "./app.ts";
import { openDatabase } from "./database.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { EnvError, loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { resolveAuthSecret } from "./secret.ts";

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  if (!env.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL: with the embedded database the server renders.",
    );
    process.exit(1);
  }
  const database = await openDatabase(env);
  const deps = createDeps({ env, database, logger, secret: resolveAuthSecret(env, logger) });
  await deps.projects.startWorkers(env.SPEECH_WORKERS);
  logger.info({ slots: env.SPEECH_WORKERS }, "rendering projects");
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await deps.projects.stop();
    await deps.speech.close();
    await deps.downloads.close();
    await deps.audio.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error,
  );
  process.exit(1);
});
