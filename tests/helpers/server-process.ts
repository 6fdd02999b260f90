// A real server (or worker) process for the tests that need one: a crash and restart, a fresh
// start, a worker beside a server. Its stdout is kept as whole lines for the test to read.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { waitUntil } from "./wait-until.ts";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * `get`'s first answer other than null, asked every 200 ms (waitUntil); a failure counts as no
 * answer yet, as a process's server refuses connections until it listens.
 */
export const until = <T>(what: string, seconds: number, get: () => Promise<T | null>) =>
  waitUntil(what, () => get().catch(() => null), seconds * 1000);

export interface ProcessOptions {
  /** What node runs, from the repository's root: `["src/server/main.ts"]`. */
  args: string[];
  env: Record<string, string>;
  /** Where stdout's lines (and stderr's chunks) go. */
  log?: string[];
}

/** Node runs the TypeScript itself, so the pid is the process's own, not a launcher's. */
export function spawnProcess({ args, env, log = [] }: ProcessOptions): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    // The embedded database unless the test names one: CI's PostgreSQL pass sets DATABASE_URL to
    // the database its E2E flows then use, which a server started here (a crash test that raises
    // the free quota) must not write to.
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", ...env },
  });
  // Whole lines only: a write may arrive in two chunks.
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    log.push(...lines);
  });
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  return child;
}

/** A server on `port`, answered once its /readyz says so. */
export async function startServerProcess(
  port: number,
  options: ProcessOptions & { seconds: number },
): Promise<ChildProcess> {
  // The output is kept whether or not the test reads it: a start that fails says why.
  const log = options.log ?? [];
  const child = spawnProcess({
    ...options,
    log,
    env: { PORT: String(port), HOST: "127.0.0.1", ...options.env },
  });
  // A process that ends before it serves fails the start at once, not when the wait runs out.
  let ended: string | null = null;
  child.once("exit", (code, signal) => {
    ended = `the process ended before it served (${signal ?? `exit code ${code}`})`;
  });
  const ready = "ready";
  const outcome = await waitUntil(
    "the server's start",
    async () => {
      if (ended) return ended;
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      return ok ? ready : null;
    },
    options.seconds * 1000,
  ).catch((error: Error) => error.message);
  if (outcome !== ready) {
    child.kill("SIGKILL");
    throw new Error(`${outcome}: ${log.slice(-10).join("\n")}`);
  }
  return child;
}

/** Stops a process and waits for it to be gone. */
export async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  await exited;
}
