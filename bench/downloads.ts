// npm run bench:downloads — 8 parallel 128 kbps MP3 downloads of a 10-minute generation
// (5,000 characters read at speed 0.7 with a minute of pauses) from the production
// server on a fresh embedded database: the server's RSS above its idle figure (target < +300 MB)
// and its event loop's longest stall (target < 100 ms, from /metrics), with the slowest /healthz
// asked meanwhile for the record. Then 8 more, once the file is kept: how long a kept download takes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { waitFor } from "./wait-for.ts";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3904);
const base = `http://127.0.0.1:${PORT}`;
const PARALLEL = 8;
const TARGET = { rssMb: 300, loopMs: 100 };

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function signedUp(): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: "bench-pass-1",
      name: "b",
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

// Numbers are read out in full, so one sentence in five of them makes the 5,000 characters last 10 minutes.
function longText(): string {
  const sentences = [
    "Awaaz turns the words you type into speech that you can play and download. ",
    "Order 4837215 came to 987654 rupees. ",
  ];
  let text = "";
  for (let i = 0; text.length < 4_800; i++) {
    text += sentences[i % 5 === 3 ? 1 : 0];
    if (i % 6 === 5 && (text.match(/\[pause/g)?.length ?? 0) < 12) text += "[pause 5s] ";
  }
  return text.slice(0, 5_000);
}

/** The event loop's longest stall since the last scrape (prom-client resets it on each). */
async function loopLagMs(): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)?.[1] ?? 0) * 1000;
}

// /healthz asked every 20 ms by another process: this one is busy reading the 8 downloads, and its
// own fetches would wait behind them.
function healthProbe() {
  const code = `let stop = false; let slowest = 0;
    process.stdin.on("data", () => { stop = true; });
    (async () => {
      while (!stop) {
        const t = performance.now();
        await fetch("${base}/healthz");
        slowest = Math.max(slowest, performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
      console.log(slowest);
      process.exit(0);
    })();`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  return {
    async slowest(): Promise<number> {
      const exited = new Promise((r) => child.once("exit", r));
      child.stdin.end("stop\n");
      await exited;
      return Number(out.trim());
    },
  };
}

async function downloads(cookie: string, id: string) {
  const start = performance.now();
  const sizes = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const res = await fetch(`${base}/api/generations/${id}/download?as=mp3-128`, {
        headers: { cookie },
      });
      if (res.status !== 200) throw new Error(`download answered ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    }),
  );
  return { ms: performance.now() - start, bytes: sizes[0] ?? 0 };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-bench-dl-"));
  // As `npm start` starts it (scripts/run-ts.mjs): it collects its start's garbage at once.
  const server = spawn(process.execPath, ["--expose-gc", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "error",
      AUTH_RATE_LIMIT: "off",
      ADMIN_PASSWORD: "bench-admin-password",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = server.pid ?? 0;
  try {
    await waitFor(`${base}/readyz`);
    const cookie = await signedUp();
    const made = await fetch(`${base}/api/generations`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({ voiceId: "adam", text: longText(), settings: { speed: 0.7 } }),
    });
    if (made.status !== 201) throw new Error(`generation answered ${made.status}`);
    const { generation } = (await made.json()) as {
      generation: { id: string; durationMs: number };
    };
    await new Promise((r) => setTimeout(r, 2_000));
    const idle = rssMb(pid);
    await loopLagMs();
    // What the machine itself costs the loop (other processes, GC) with nothing to do.
    await new Promise((r) => setTimeout(r, 3_000));
    const idleLag = await loopLagMs();
    let peak = idle;
    let probing = true;
    const sampler = (async () => {
      while (probing) {
        peak = Math.max(peak, rssMb(pid));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const health = healthProbe();
    const first = await downloads(cookie, generation.id);
    const slowest = await health.slowest();
    const lag = await loopLagMs();
    const kept = await downloads(cookie, generation.id);
    probing = false;
    await sampler;
    const grew = peak - idle;
    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(
      `generation: ${(generation.durationMs / 60_000).toFixed(1)} min; ${PARALLEL} parallel mp3-128 downloads of ${(first.bytes / 1e6).toFixed(1)} MB`,
    );
    console.log(
      `RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, +${grew.toFixed(0)} MB (target < +${TARGET.rssMb} MB) ${verdict(grew < TARGET.rssMb)}`,
    );
    console.log(
      `event loop: longest stall ${lag.toFixed(0)} ms (/metrics; target < ${TARGET.loopMs} ms) ${verdict(lag < TARGET.loopMs)}; idle for 3 s before: ${idleLag.toFixed(0)} ms; slowest /healthz from another process meanwhile ${slowest.toFixed(0)} ms`,
    );
    console.log(
      `time: first ${PARALLEL} (one conversion) ${(first.ms / 1000).toFixed(1)} s; ${PARALLEL} more from the kept file ${(kept.ms / 1000).toFixed(2)} s`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
