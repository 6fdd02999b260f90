// `npm run worker` beside a server on the same PostgreSQL: the server takes a conversion and is
// stopped; the worker process, with no HTTP, renders the rest and finishes it. PostgreSQL only
// (CI's second pass sets DATABASE_URL); the embedded database is one process's.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminDatabaseUrl } from "../../tests/helpers/postgres-url.ts";
import { bookContent } from "../../tests/helpers/project-content.ts";
import {
  freePort,
  spawnProcess,
  startServerProcess,
  stopProcess,
  until,
} from "../../tests/helpers/server-process.ts";
import { TestClient, uniqueEmail } from "../../tests/helpers/test-client.ts";

const baseUrl = process.env.DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-worker-"));
const name = `awaaz_worker_${randomBytes(5).toString("hex")}`;
const VOICES: [string, string] = ["basic-en-us-male-1", "basic-en-us-female-1"];
const children: ChildProcess[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminDatabaseUrl(baseUrl ?? "") });
  await client.connect();
  await client.query(sql);
  await client.end();
}

afterAll(async () => {
  for (const child of children) await stopProcess(child, "SIGKILL");
  if (baseUrl) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(!baseUrl)("npm run worker", () => {
  it("renders and finishes a conversion the server took", { timeout: 300_000 }, async () => {
    await admin(`CREATE DATABASE ${name}`);
    const env = {
      DATABASE_URL: adminDatabaseUrl(baseUrl ?? "", name),
      DATA_DIR: path.join(tmp, "data"),
      ADMIN_PASSWORD: "worker-test-admin-password",
      LOG_LEVEL: "info",
      SPEECH_WORKERS: "1",
      NEURAL_DEFAULT_VOICES: "",
    };
    const port = await freePort();
    const serverLog: string[] = [];
    const server = await startServerProcess(port, {
      args: ["src/server/main.ts"],
      env,
      log: serverLog,
      seconds: 120,
    });
    children.push(server);
    const workerLog: string[] = [];
    const worker = spawnProcess({ args: ["src/server/worker.ts"], env, log: workerLog });
    children.push(worker);
    await until("the worker's start", 120, async () =>
      workerLog.some((l) => l.includes("rendering projects")) ? true : null,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${workerLog.slice(-10).join("\n")}`);
    });

    const url = `http://127.0.0.1:${port}`;
    const user = new TestClient(url);
    await user.signUp(uniqueEmail());
    const { key } = (await user.json<{ key: string }>("/api/keys", { body: { name: "w" } })).body;
    const headers = { "xi-api-key": key };
    const form = new FormData();
    form.set("name", "Worked");
    form.set("default_paragraph_voice_id", VOICES[0]);
    form.set("from_content_json", JSON.stringify(bookContent(2, 4_000, VOICES)));
    const made = await fetch(`${url}/v1/studio/projects`, { method: "POST", headers, body: form });
    const { project } = (await made.json()) as { project: { project_id: string } };
    const convert = await fetch(`${url}/v1/studio/projects/${project.project_id}/convert`, {
      method: "POST",
      headers,
    });
    expect(convert.status).toBe(200);
    // The server finishes the block it holds and stops; the worker is left alone.
    await stopProcess(server, "SIGTERM");

    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const status = async () =>
      (
        await db.query<{ status: string }>(
          "select status from project_conversions where project_id = $1",
          [project.project_id],
        )
      ).rows[0]?.status ?? null;
    const ended = await until("the conversion's end", 240, async () =>
      (await status()) === "running" ? null : status(),
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${workerLog.slice(-15).join("\n")}`);
    });
    const { rows } = await db.query<{ status: string }>(
      "select r.status from project_renders r join project_conversions c on c.id = r.conversion_id where c.project_id = $1",
      [project.project_id],
    );
    await db.end();
    expect(ended).toBe("done");
    const rendered = (log: string[]) =>
      log
        .filter((l) => l.includes("project block rendered"))
        .map((l) => (JSON.parse(l) as { position: number }).position);
    const byWorker = rendered(workerLog);
    const all = [...rendered(serverLog), ...byWorker];
    expect(byWorker.length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.every((r) => r.status === "done")).toBe(true);
    // No block rendered twice between the two processes (a block the same as one before is
    // found kept, not rendered).
    expect(new Set(all).size).toBe(all.length);
  });
});
