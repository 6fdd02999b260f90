// The server for the load-balanced E2E run (playwright.lb.config.ts): Debian's nginx, round-robin,
// in front of two production instances on loopback that share one PostgreSQL database (a fresh one
// beside DATABASE_URL's) and one S3-protocol bucket (s3rver, tests/helpers/s3-server.ts). nginx runs as the current user from a temp dir:
// its configuration, pid, logs and temp files all live there (docs/operations.md shows the same
// directives for a real site).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startS3Server } from "../tests/helpers/s3-server.ts";
import { lbPorts, nginxConfig } from "./lb-e2e-nginx.ts";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error("The load-balanced E2E run needs PostgreSQL: set DATABASE_URL (see .ci/run).");
  process.exit(1);
}
// Debian puts nginx in /usr/sbin, which is not on an ordinary user's PATH.
const nginx = ["nginx", "/usr/sbin/nginx"].find((bin) => !spawnSync(bin, ["-v"]).error);
if (!nginx) {
  console.error(
    "The load-balanced E2E run needs nginx (Debian/Ubuntu: sudo apt-get install nginx).",
  );
  process.exit(1);
}

const ports = lbPorts(process.env.E2E_LB_PORT);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-lb");
const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-nginx-"));
// Started as root, nginx's workers run as nobody and must reach their temp folders in here.
fs.chmodSync(nginxDir, 0o755);

// A database of its own, fresh each run, on the server CI already started.
const adminUrl = new URL(baseUrl);
adminUrl.pathname = "/postgres";
const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = "/awaaz_lb_e2e";
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query("DROP DATABASE IF EXISTS awaaz_lb_e2e WITH (FORCE)");
await admin.query("CREATE DATABASE awaaz_lb_e2e");
await admin.end();

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const bucket = await startS3Server("awaaz-lb-e2e");
const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  fs.rmSync(nginxDir, { recursive: true, force: true });
  // The instances finish their requests first; then the bucket and this process go.
  Promise.all(children.map((c) => c.exitCode === null && new Promise((r) => c.on("exit", r))))
    .then(() => bucket.close())
    .finally(() => process.exit(code));
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));

function start(command, args, env = process.env) {
  const child = spawn(command, args, { stdio: "inherit", env });
  children.push(child);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${command} ${args.join(" ")} exited (${code}): stopping the run`);
      stop(1);
    }
  });
  return child;
}

async function ready(port) {
  for (let i = 0; i < 600 && !stopping; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(`The instance on port ${port} never became ready: stopping the run`);
  stop(1);
}

const instanceEnv = (port) => ({
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: databaseUrl.toString(),
  ...bucket.env,
  // Each instance's own folder: nothing a request needs may live there.
  DATA_DIR: path.join(dataDir, String(port)),
  TRUST_PROXY: "1",
  PUBLIC_URL: `http://127.0.0.1:${ports.lb}`,
  LOG_LEVEL: "warn",
  SPEECH_WORKERS: "1",
  NEURAL_DEFAULT_VOICES: "none",
});

// One build for both (none with E2E_SKIP_BUILD=1: CI's dist/web is built from the same tree);
// then both start at the same moment on the empty database, so they also prove the migrations'
// advisory lock (one migrates, the other waits and finds it done).
if (process.env.E2E_SKIP_BUILD !== "1") {
  const { build } = await import("vite");
  await build({ logLevel: "warn" });
}
for (const port of [ports.a, ports.b]) {
  start(process.execPath, ["scripts/run-ts.mjs", "--production", "src/server/main.ts"], {
    ...instanceEnv(port),
  });
}
await Promise.all([ready(ports.a), ready(ports.b)]);

fs.writeFileSync(path.join(nginxDir, "nginx.conf"), nginxConfig(nginxDir, ports));
start(nginx, ["-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf"), "-e", "stderr"]);
