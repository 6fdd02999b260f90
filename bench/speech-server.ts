// The end-to-end half of bench/speech.ts: the production server in its own process, spoken to
// through POST /api/generations and the audio URL it answers, as the studio does.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FRAME, frameJson, readFrames } from "../src/domain/speech-frames.ts";
import { waitFor } from "./wait-for.ts";

const root = path.resolve(import.meta.dirname, "..");
const ADMIN_PASSWORD = "bench-admin-password";
// The server allows 10 generations a minute per user: spread the requests over enough users.
const USERS = 8;

/** A streamed generation's times, from sending the request: its first audio and its end. */
export interface StreamTimes {
  firstAudioMs: number;
  totalMs: number;
  bytes: number;
}

export interface SpeechServer {
  synthesize(text: string): Promise<Uint8Array>;
  /** As the studio asks: POST /api/generations/stream, audio frames then the stored answer. */
  stream(text: string): Promise<StreamTimes>;
  /** The server's own event-loop delay since the last call, in ms (from /metrics). */
  eventLoopDelay(): Promise<{ maxMs: number; p99Ms: number }>;
  close(): Promise<void>;
}

export async function startSpeechServer(port: number, workers: number): Promise<SpeechServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-bench-speech-"));
  const server: ChildProcess = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "error",
      AUTH_RATE_LIMIT: "off",
      ADMIN_PASSWORD,
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
      SPEECH_WORKERS: String(workers),
      NEURAL_DEFAULT_VOICES: "none",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const close = async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/readyz`);
    await raiseFreeQuota(base);
    const users = await Promise.all(Array.from({ length: USERS }, () => signUp(base)));
    let next = 0;
    return {
      async synthesize(text) {
        const cookie = users[next++ % users.length] ?? "";
        const res = await fetch(`${base}/api/generations`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base, cookie },
          body: JSON.stringify({ voiceId: "adam", text, format: "mp3" }),
        });
        if (res.status !== 201) throw new Error(`generation: ${res.status} ${await res.text()}`);
        const { generation } = (await res.json()) as { generation: { audioUrl: string } };
        const audio = await fetch(base + generation.audioUrl, { headers: { cookie } });
        if (!audio.ok) throw new Error(`audio: ${audio.status}`);
        return new Uint8Array(await audio.arrayBuffer());
      },
      async stream(text) {
        const cookie = users[next++ % users.length] ?? "";
        const start = performance.now();
        const res = await fetch(`${base}/api/generations/stream`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base, cookie },
          body: JSON.stringify({ voiceId: "adam", text, format: "mp3" }),
        });
        if (!res.ok || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
        let firstAudioMs = Number.NaN;
        let bytes = 0;
        for await (const f of readFrames(res.body)) {
          if (f.type === FRAME.audio) {
            if (bytes === 0) firstAudioMs = performance.now() - start;
            bytes += f.payload.byteLength;
          } else if (f.type === FRAME.result) {
            return { firstAudioMs, totalMs: performance.now() - start, bytes };
          } else throw new Error(`stream failed: ${JSON.stringify(frameJson(f.payload))}`);
        }
        throw new Error("stream cut before its answer");
      },
      async eventLoopDelay() {
        const lines = (await (await fetch(`${base}/metrics`)).text()).split("\n");
        const ms = (name: string) =>
          Number(lines.find((l) => l.startsWith(`${name} `))?.split(" ")[1] ?? Number.NaN) * 1000;
        return {
          maxMs: ms("nodejs_eventloop_lag_max_seconds"),
          p99Ms: ms("nodejs_eventloop_lag_p99_seconds"),
        };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

// Two free generations would end the bench early: the admin raises the free quota.
async function raiseFreeQuota(base: string): Promise<void> {
  const session = await fetch(`${base}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  if (!session.ok) throw new Error(`admin sign-in: ${session.status}`);
  const headers = { "content-type": "application/json", origin: base, cookie: cookiesOf(session) };
  const settings = await (await fetch(`${base}/api/admin/settings`, { headers })).json();
  const res = await fetch(`${base}/api/admin/settings`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ ...settings, freeQuota: 1000 }),
  });
  if (!res.ok) throw new Error(`settings: ${res.status} ${await res.text()}`);
}

async function signUp(base: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "bench-password-1", name: "bench" }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  return cookiesOf(res);
}
