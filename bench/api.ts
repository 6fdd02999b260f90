// npm run bench:api — the built production server under autocannon (10 s, 50 connections):
// GET /healthz and an authenticated GET /api/me, on PGlite and (when DATABASE_URL is set) on
// PostgreSQL, against a bare node:http hello-world in the same run as the reference; then what
// the public API adds to a generation (bench/api-layer.ts). BENCH_ONLY=api-layer runs just that.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { measureApiLayer, printApiLayer } from "./api-layer.ts";
import { waitFor } from "./wait-for.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const root = path.resolve(import.meta.dirname, "..");

interface Row {
  name: string;
  /** The target for this case (docs/performance.md): a share of hello-world's req/s and, where set, a p99 ceiling. */
  target?: { share: number; p99?: number };
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function run(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: bad,
  };
}

/** Signs a user up and returns the cookies a browser would then send (session + signed cache). */
async function sessionCookie(base: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "bench-password-1", name: "bench" }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  let cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // get-session sets the signed cache cookie a browser keeps for the next minute.
  const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
  const extra = session.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (extra.length > 0) cookie = [cookie, ...extra].join("; ");
  const me = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (!me.ok) throw new Error(`/api/me failed: ${me.status}`);
  return cookie;
}

// docs/performance.md ("The API per request"): what an authenticated GET should reach beside the
// bare hello-world, measured in the same run.
const ME_TARGETS: Record<string, Row["target"]> = {
  PGlite: { share: 0.1, p99: 20 },
  PostgreSQL: { share: 0.25 },
};

async function awaaz(label: string, port: number, env: Record<string, string>): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-bench-"));
  const server = start(["src/server/main.ts"], {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    AUTH_RATE_LIMIT: "off",
    ADMIN_PASSWORD: "bench-admin-password",
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    NEURAL_DEFAULT_VOICES: "none",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`);
    const cookie = await sessionCookie(base);
    // A fresh server is still loading its speech workers (threads of the same process) and V8 has
    // not compiled the hot path yet: a few seconds of load first, so the first case measured is
    // not the one that pays for it.
    await autocannon({
      url: `${base}/api/me`,
      connections: CONNECTIONS,
      duration: 3,
      headers: { cookie },
    });
    return [
      await run(`GET /healthz (${label})`, `${base}/healthz`),
      {
        ...(await run(`GET /api/me (${label})`, `${base}/api/me`, { cookie })),
        target: ME_TARGETS[label],
      },
    ];
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.env.BENCH_ONLY === "api-layer") {
    printApiLayer(await measureApiLayer());
    return;
  }
  if (!fs.existsSync(path.join(root, "dist/web/index.html"))) {
    console.log(
      "(dist/web is missing: the API is measured without the web app, which it does not serve here)",
    );
  }
  const hello = start(
    ["-e", "require('node:http').createServer((q,s)=>s.end('hello')).listen(3901,'127.0.0.1')"],
    {},
  );
  const rows: Row[] = [];
  try {
    await waitFor("http://127.0.0.1:3901/");
    rows.push(await run("bare node:http hello-world", "http://127.0.0.1:3901/"));
  } finally {
    hello.kill();
  }
  rows.push(...(await awaaz("PGlite", 3902, { DATABASE_URL: "" })));
  if (process.env.DATABASE_URL) rows.push(...(await awaaz("PostgreSQL", 3903, {})));

  const reference = rows[0]?.rps ?? 1;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  console.log(
    `\nautocannon ${DURATION} s, ${CONNECTIONS} connections, ${os.cpus().length} cores, load average ${load}\n`,
  );
  console.log("| case | req/s | p50 ms | p99 ms | vs hello-world | errors | target | |");
  console.log("|---|---:|---:|---:|---:|---:|---|---|");
  let missed = false;
  for (const r of rows) {
    const share = r.rps / reference;
    const ratio = `${(share * 100).toFixed(1)}%`;
    let target = "";
    let verdict = "";
    if (r.target) {
      const { share: want, p99 } = r.target;
      target = `≥ ${want * 100}%${p99 ? `, p99 < ${p99} ms` : ""}`;
      const met = share >= want && (p99 === undefined || r.p99 < p99) && r.errors === 0;
      verdict = met ? "met" : "MISSED";
      missed ||= !met;
    }
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors} | ${target} | ${verdict} |`,
    );
  }
  // The bars live here, not in timed tests: a missed one fails the command.
  if (missed) process.exitCode = 1;
  printApiLayer(await measureApiLayer());
}

await main();
