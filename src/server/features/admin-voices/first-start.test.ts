// A fresh server, started as `npm start` starts it, gets natural voices in English, Hindi and
// Urdu with no command: from a local mirror of Piper's voices (NEURAL_VOICES_URL), never the real one.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startPiperMirror } from "../../../../tests/helpers/piper-mirror.ts";
import { requireEspeakData } from "../../../../tests/helpers/piper-model.ts";
import { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { DefaultVoicesStatus } from "../../../domain/admin-voices.ts";
import { DEFAULT_VOICES } from "../../speech/neural/catalogue.ts";

requireEspeakData();
const root = path.resolve(import.meta.dirname, "../../../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-first-start-"));
const PASSWORD = "first-start-admin-password";
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGTERM");
  fs.rmSync(tmp, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function until<T>(what: string, seconds: number, get: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await get().catch(() => null);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${seconds} s`);
}

it("a fresh instance installs the default voices by itself once it serves", {
  timeout: 240_000,
}, async () => {
  const mirror = await startPiperMirror(path.join(tmp, "mirror"), DEFAULT_VOICES);
  const port = await freePort();
  child = spawn(process.execPath, ["scripts/run-ts.mjs", "src/server/main.ts"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(tmp, "data"),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: "silent",
      SPEECH_WORKERS: "1",
      NEURAL_VOICES_URL: mirror.url,
      NEURAL_DEFAULT_VOICES: "",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await until("the server's start", 120, async () =>
    (await fetch(`${url}/readyz`)).ok ? true : null,
  );
  const admin = new TestClient(url);
  await admin.adminSignIn(PASSWORD);
  let last: unknown = null;
  const status = await until("the default voices", 60, async () => {
    const res = await admin.json<{ defaults: DefaultVoicesStatus }>("/api/admin/voices");
    last = res.body;
    return res.body.defaults.voices.every((v) => v.state === "installed")
      ? res.body.defaults
      : null;
  }).catch((error: Error) => {
    throw new Error(
      `${error.message}: ${JSON.stringify((last as { defaults?: unknown } | null)?.defaults)}`,
    );
  });
  expect(status.voices.map((v) => v.key)).toEqual([...DEFAULT_VOICES]);
  for (const key of DEFAULT_VOICES) expect(mirror.modelDownloads(key)).toBe(1);
  await mirror.close();
});
