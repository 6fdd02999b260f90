// A fresh server, started as `npm start` starts it, gets natural voices in English, Hindi and
// Urdu with no command: from a local mirror of Piper's voices (NEURAL_VOICES_URL), never the real one.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startPiperMirror } from "../../../../tests/helpers/piper-mirror.ts";
import { requireEspeakData } from "../../../../tests/helpers/piper-model.ts";
import { freePort, startServerProcess, until } from "../../../../tests/helpers/server-process.ts";
import { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { DefaultVoicesStatus } from "../../../domain/admin-voices.ts";
import { DEFAULT_VOICES } from "../../speech/neural/catalogue.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-first-start-"));
const PASSWORD = "first-start-admin-password";
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGTERM");
  fs.rmSync(tmp, { recursive: true, force: true });
});

it("a fresh instance installs the default voices by itself once it serves", {
  timeout: 240_000,
}, async () => {
  const mirror = await startPiperMirror(path.join(tmp, "mirror"), DEFAULT_VOICES);
  const port = await freePort();
  // As `npm start` starts it: through scripts/run-ts.mjs.
  child = await startServerProcess(port, {
    args: ["scripts/run-ts.mjs", "src/server/main.ts"],
    seconds: 120,
    env: {
      DATA_DIR: path.join(tmp, "data"),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: "silent",
      SPEECH_WORKERS: "1",
      NEURAL_VOICES_URL: mirror.url,
      NEURAL_DEFAULT_VOICES: "",
    },
  });
  const url = `http://127.0.0.1:${port}`;
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
