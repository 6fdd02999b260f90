// What the public API adds to a generation: the same short text through the studio's own route
// (POST /api/generations, session cookie) and through POST /v1/audio/speech (API key), taken in
// turns on one in-process server so both see the same machine, database and warm workers. The
// user is unlimited and the per-minute limits are lifted: the engine, not a 429, is measured.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createApp, prepare } from "../src/server/app.ts";
import { openPglite } from "../src/server/db/client.ts";
import { profiles } from "../src/server/db/schema.ts";
import { parseEnv } from "../src/server/env.ts";
import { listen } from "../src/server/http/listen.ts";
import { createLogger } from "../src/server/logger.ts";

const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 60);
const TARGET_MS = 10;
const TEXT = "A short sentence for the benchmark.";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

async function timed(call: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await call();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
  return performance.now() - start;
}

export interface ApiLayerResult {
  studio: number;
  api: number;
  /** Median of each round's API time minus its studio time: steadier than the p50s' difference on a busy machine. */
  added: number;
}

export async function measureApiLayer(): Promise<ApiLayerResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-bench-api-"));
  const env = parseEnv({
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: "bench-admin-password",
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
  });
  const database = await openPglite(path.join(dataDir, "pglite"));
  await database.migrate();
  const { app, deps } = createApp({
    env,
    database,
    logger: createLogger("error"),
    secret: env.BETTER_AUTH_SECRET ?? "",
    rateLimit: false,
    generationsPerMinute: 1_000_000,
    apiKeyRequestsPerMinute: 1_000_000,
  });
  await prepare(deps);
  const { server, port } = await listen(app, { port: 0, hostname: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  try {
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "bench@example.com", password: "bench-password-1", name: "b" }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const json = { "content-type": "application/json", origin: base, cookie };
    const me = (await (await fetch(`${base}/api/me`, { headers: json })).json()) as {
      user: { id: string };
    };
    await deps.db
      .update(profiles)
      .set({ accountStatus: "pro", voiceLimit: 999_999, planExpiresAt: null })
      .where(eq(profiles.userId, me.user.id));
    const created = await fetch(`${base}/api/keys`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "bench" }),
    });
    const { key } = (await created.json()) as { key: string };
    const studio = () =>
      fetch(`${base}/api/generations`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ voiceId: "adam", text: TEXT }),
      });
    const api = () =>
      fetch(`${base}/v1/audio/speech`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify({ model: "tts-1", voice: "adam", input: TEXT }),
      });
    // Warm both paths (workers, prepared statements) before counting.
    for (let i = 0; i < 5; i++) {
      await timed(studio);
      await timed(api);
    }
    const times = { studio: [] as number[], api: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      // Alternate which goes first so neither always follows the other.
      if (i % 2 === 0) {
        times.studio.push(await timed(studio));
        times.api.push(await timed(api));
      } else {
        times.api.push(await timed(api));
        times.studio.push(await timed(studio));
      }
    }
    const added = median(times.api.map((t, i) => t - (times.studio[i] ?? t)));
    return { studio: median(times.studio), api: median(times.api), added };
  } finally {
    await new Promise((r) => server.close(r));
    await deps.speech.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printApiLayer(r: ApiLayerResult) {
  const { added } = r;
  console.log(`\nPublic API layer (${ROUNDS} sequential rounds, short text, embedded engine)\n`);
  console.log("| route | p50 ms |");
  console.log("|---|---:|");
  console.log(`| POST /api/generations (studio, cookie) | ${r.studio.toFixed(1)} |`);
  console.log(`| POST /v1/audio/speech (API key) | ${r.api.toFixed(1)} |`);
  console.log(
    `\nadded by the API layer (median of the rounds' differences): ${added.toFixed(1)} ms ` +
      `(target < ${TARGET_MS} ms): ${added < TARGET_MS ? "met" : "MISSED"}`,
  );
}
