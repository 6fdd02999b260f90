// The real server process, killed with SIGKILL halfway through a conversion and started again on
// the same data: the conversion completes, no block is rendered twice (each "rendered" log line
// appears once over both runs) and exactly ceil(characters / 5,000) = 6 generations are charged.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { bookContent } from "../../../../tests/helpers/project-content.ts";
import { freePort, startServerProcess, until } from "../../../../tests/helpers/server-process.ts";
import { TestClient, uniqueEmail } from "../../../../tests/helpers/test-client.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-crash-"));
const PASSWORD = "crash-test-admin-password";
const VOICES: [string, string] = ["basic-en-us-male-1", "basic-en-us-female-1"];
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGKILL");
  fs.rmSync(tmp, { recursive: true, force: true });
});

const startServer = (port: number, log: string[]) =>
  startServerProcess(port, {
    args: ["src/server/main.ts"],
    log,
    seconds: 300,
    env: {
      DATA_DIR: path.join(tmp, "data"),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: "info",
      SPEECH_WORKERS: "2",
      NEURAL_DEFAULT_VOICES: "",
    },
  });

it("a conversion cut by kill -9 completes after a restart, charged exactly once", {
  timeout: 1_200_000,
}, async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  child = await startServer(port, log);
  const admin = new TestClient(url);
  await admin.adminSignIn(PASSWORD);
  const settings = (await admin.json<Record<string, unknown>>("/api/admin/settings")).body;
  await admin.json("/api/admin/settings", { method: "PUT", body: { ...settings, freeQuota: 10 } });
  const user = new TestClient(url);
  await user.signUp(uniqueEmail());
  const { key } = (await user.json<{ key: string }>("/api/keys", { body: { name: "crash" } })).body;
  const headers = { "xi-api-key": key };
  const form = new FormData();
  form.set("name", "Crash");
  form.set("default_paragraph_voice_id", VOICES[0]);
  form.set("from_content_json", JSON.stringify(bookContent(3, 30_000, VOICES)));
  const created = await fetch(`${url}/v1/studio/projects`, { method: "POST", headers, body: form });
  const { project } = (await created.json()) as { project: { project_id: string } };
  const base = `${url}/v1/studio/projects/${project.project_id}`;
  expect((await fetch(`${base}/convert`, { method: "POST", headers })).status).toBe(200);
  const rendered = () => log.filter((l) => l.includes("project block rendered")).length;
  await until("a third of the blocks", 300, async () => (rendered() >= 10 ? true : null));
  child.kill("SIGKILL");
  await new Promise((r) => child?.once("exit", r));
  const before = rendered();

  child = await startServer(port, log);
  const snapshots = await until("the snapshot", 400, async () => {
    const res = await fetch(`${base}/snapshots`, { headers });
    const body = (await res.json()) as { snapshots: { project_snapshot_id: string }[] };
    return body.snapshots.length > 0 ? body.snapshots : null;
  }).catch(async (error: Error) => {
    const chapters = await (await fetch(`${base}/chapters`, { headers })).text();
    const warnings = log.filter((l) => /"level":(40|50|60)/.test(l) || !l.startsWith("{"));
    throw new Error(`${error.message}: ${chapters} ${warnings.slice(-15).join("\n")}`);
  });
  expect(snapshots).toHaveLength(1);
  expect(rendered()).toBeGreaterThan(before);
  const positions = log
    .filter((l) => l.includes("project block rendered"))
    .map((l) => (JSON.parse(l) as { position: number }).position);
  expect(new Set(positions).size).toBe(positions.length);
  const me = await user.json<{ profile: { voicesGenerated: number } }>("/api/me");
  expect(me.body.profile.voicesGenerated).toBe(6);
  child.kill("SIGTERM");
});
