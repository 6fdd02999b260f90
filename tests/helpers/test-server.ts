// The real app on a real port with a real database, for API tests that speak HTTP like a browser.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type App, type CreateAppOptions, createApp, prepare } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/app-env.ts";
import { parseEnv } from "../../src/server/env.ts";
import { listen } from "../../src/server/http/listen.ts";
import { createLogger } from "../../src/server/logger.ts";
import { TestClient } from "./test-client.ts";
import { openTestDatabase } from "./test-db.ts";

export const TEST_ADMIN_PASSWORD = "test-admin-password";

/** A clock tests can move: `clock.advance(25 * HOUR)`. */
export function testClock(start = new Date()) {
  let t = start.getTime();
  const now = () => new Date(t);
  const advance = (ms: number) => {
    t += ms;
  };
  const set = (d: Date) => {
    t = d.getTime();
  };
  return Object.assign(now, { advance, set });
}

export interface TestServerOptions {
  now?: () => Date;
  rateLimit?: boolean;
  env?: Record<string, string>;
  configure?: (options: CreateAppOptions) => CreateAppOptions;
}

export interface TestServer {
  url: string;
  /** The Hono app itself, for tests that walk its routes. */
  app: App;
  deps: AppDeps;
  client(options?: { ip?: string }): TestClient;
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SPEECH_WORKERS: "1",
    DATA_DIR: "/nonexistent",
    ...options.env,
  });
  const database = await openTestDatabase();
  // Audio files and anything else a test writes go to a directory of its own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-test-"));
  const base: CreateAppOptions = {
    database,
    env: { ...env, DATA_DIR: dataDir },
    logger: createLogger(env.LOG_LEVEL),
    secret: "test-secret-test-secret-test-secret-0123",
    ...(options.now ? { now: options.now } : {}),
    ...(options.rateLimit !== undefined ? { rateLimit: options.rateLimit } : {}),
  };
  const { app, deps } = createApp(options.configure ? options.configure(base) : base);
  await prepare(deps);
  const { server, port } = await listen(app, { port: 0, hostname: "127.0.0.1" });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    deps,
    client: (clientOptions) => new TestClient(url, clientOptions?.ip),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await deps.projects.stop();
      await deps.speech.close();
      await deps.downloads.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
