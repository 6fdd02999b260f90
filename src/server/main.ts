// Starts the production server: configuration, database, app, and a clean shutdown.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { createApp, prepare } from "./app.ts";
import { openDatabase } from "./database.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { EnvError, loadEnv } from "./env.ts";
import { compactHeap } from "./heap.ts";
import { listen } from "./http/listen.ts";
import { warmPages } from "./http/pages.ts";
import { createLogger } from "./logger.ts";
import { resolveAuthSecret } from "./secret.ts";

const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url));

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(env);
  const { app, deps } = createApp({
    env,
    database,
    logger,
    secret: resolveAuthSecret(env, logger),
    ...(fs.existsSync(webRoot) ? { webRoot } : {}),
  });
  await prepare(deps);
  if (!fs.existsSync(webRoot))
    logger.warn("dist/web is missing: serving the API only (run npm run build)");

  const { server, port } = await listen(app, { port: env.PORT, hostname: env.HOST });
  logger.info({ port, database: database.kind }, `Awaaz is listening on http://localhost:${port}`);
  // Once serving: a slow or failed download never holds up the start (docs/operations.md, Voices).
  deps.adminVoices.defaults.start();
  // Every instance renders projects' blocks as well as serving (docs/decisions/017-projects-queue.md).
  await deps.projects.startWorkers(env.SPEECH_WORKERS);
  const warmed = fs.existsSync(webRoot)
    ? warmPages((urlPath, init) => app.request(urlPath, init)).catch((error: unknown) =>
        logger.warn({ err: error }, "the public pages' first render failed; visitors render them"),
      )
    : Promise.resolve();
  void warmed.then(() => {
    const start = performance.now();
    if (compactHeap())
      logger.debug({ ms: Math.round(performance.now() - start) }, "compacted the heap after start");
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    deps.adminVoices.defaults.stop();
    server.close(async () => {
      await deps.projects.stop();
      await deps.speech.close();
      await deps.downloads.close();
      await deps.audio.close();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open until they time out.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
