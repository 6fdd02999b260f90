// Speech speed: the embedded engine (eSpeak NG in WASM, piscina workers, LAME in WASM) straight
// and end to end through the production server's HTTP API, against Debian's native
// `espeak-ng | lame` as the reference, and how long the server's event loop is held up meanwhile.
// Then, when a neural voice is installed (or BENCH_NEURAL_VOICE names a Piper .onnx), its rows
// from bench/speech-neural.ts.
// Run: npm run bench:speech -- [--runs 5] [--workers N] [--concurrency 8] [--neural-only]
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { mp3DurationMs } from "../src/server/speech/audio.ts";
import { createSpeech } from "../src/server/speech/index.ts";
import { benchNeural } from "./speech-neural.ts";
import { type StreamTimes, startSpeechServer } from "./speech-server.ts";
import { TEXTS } from "./speech-texts.ts";

// docs/performance.md, "Speech through the API".
const WHOLE_TARGET_MS = 800;
const FIRST_AUDIO_TARGET_MS = 150;

export type Synthesize = (text: string) => Promise<Uint8Array>;

export interface Measurement {
  name: string;
  label: string; // which text
  latenciesMs: number[];
  audioMs: number;
  bytes: number;
}

export interface Throughput {
  name: string;
  requests: number;
  seconds: number;
  audioSeconds: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export async function measure(
  name: string,
  synthesize: Synthesize,
  label: string,
  text: string,
  runs: number,
): Promise<Measurement> {
  const latenciesMs: number[] = [];
  let audio: Uint8Array = new Uint8Array();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    audio = await synthesize(text);
    latenciesMs.push(performance.now() - start);
  }
  return { name, label, latenciesMs, audioMs: mp3DurationMs(audio) ?? 0, bytes: audio.byteLength };
}

// `concurrency` requests in flight at all times until `total` have finished.
export async function throughput(
  name: string,
  synthesize: Synthesize,
  text: string,
  concurrency: number,
  total: number,
): Promise<Throughput> {
  let started = 0;
  let audioMs = 0;
  const start = performance.now();
  const lane = async () => {
    while (started < total) {
      started++;
      const audio = await synthesize(text);
      audioMs += mp3DurationMs(audio) ?? 0;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return {
    name,
    requests: total,
    seconds: (performance.now() - start) / 1000,
    audioSeconds: audioMs / 1000,
  };
}

// The same voice as the embedded "adam" (en-us+m4, 165 wpm, pitch 35) and the same 48 kbit/s CBR.
// The text goes as an argument: espeak-ng reading stdin was slower here.
function cliSynthesize(text: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const espeak = spawn("espeak-ng", [
      "-v",
      "en-us+m4",
      "-s",
      "165",
      "-p",
      "35",
      "--stdout",
      text,
    ]);
    const lame = spawn("lame", ["--quiet", "-b", "48", "-", "-"]);
    espeak.stdout.pipe(lame.stdin);
    const chunks: Buffer[] = [];
    lame.stdout.on("data", (c: Buffer) => chunks.push(c));
    espeak.on("error", reject);
    lame.on("error", reject);
    lame.on("close", (code) =>
      code === 0
        ? resolve(new Uint8Array(Buffer.concat(chunks)))
        : reject(new Error(`lame exit ${code}`)),
    );
  });
}

function hasCli(): boolean {
  const ok = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
  return ok("espeak-ng") && ok("lame");
}

// The reference needs Debian's espeak-ng and lame: installed here when missing and allowed.
function ensureCli(): boolean {
  if (hasCli()) return true;
  const root = process.getuid?.() === 0;
  if (!root && spawnSync("sh", ["-c", "command -v sudo"]).status !== 0) return false;
  const sudo = root ? "" : "sudo -n ";
  console.log("installing espeak-ng and lame for the native reference (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("sh", ["-c", `${sudo}apt-get update -qq`], { stdio: "inherit", env });
  spawnSync("sh", ["-c", `${sudo}apt-get install -y -qq espeak-ng lame >/dev/null`], {
    stdio: "inherit",
    env,
  });
  return hasCli();
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      workers: { type: "string", default: String(os.availableParallelism()) },
      concurrency: { type: "string", default: "8" },
      "neural-only": { type: "boolean", default: false },
    },
  });
  const runs = Number(values.runs);
  const workers = Number(values.workers);
  const concurrency = Number(values.concurrency);
  const silent = { info() {}, warn() {}, error() {} };
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
  console.log(
    `node ${process.version}, ${os.cpus()[0]?.model ?? "cpu"} x${os.availableParallelism()}`,
  );
  // Other work on the machine skews every figure: say how busy it was.
  console.log(`load average before: ${load()}`);
  if (values["neural-only"]) {
    await benchNeural(runs);
    console.log(`load average after: ${load()}`);
    return;
  }
  console.log(`${workers} speech workers; ${runs} runs per text; voice adam (en-us+m4)\n`);
  const short = TEXTS["600 chars"] ?? "";
  const long = TEXTS["5000 chars"] ?? "";
  const results: Measurement[] = [];
  const rates: Throughput[] = [];
  const warm = async (synthesize: Synthesize) => {
    // Every worker speaks once (each loads eSpeak's data and warms its WASM) before timing.
    await Promise.all(Array.from({ length: workers * 2 }, () => synthesize(short)));
  };
  const run = async (name: string, synthesize: Synthesize) => {
    for (const [label, text] of Object.entries(TEXTS)) {
      results.push(await measure(name, synthesize, label, text, runs));
    }
    rates.push(await throughput(name, synthesize, short, concurrency, concurrency * 4));
  };

  // Straight through the engine, in this process; its event loop stands in for the server's.
  const speech = createSpeech({ embedded: { workers } }, silent);
  const engine: Synthesize = async (text) =>
    (await speech.synthesize({ voiceId: "adam", text, format: "mp3" })).audio;
  await warm(engine);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  await run("engine", engine);
  loop.disable();
  await speech.close();

  // End to end: the production server, HTTP, the database, the audio file and its download.
  const server = await startSpeechServer(3961, workers);
  let serverLoop = { maxMs: Number.NaN, p99Ms: Number.NaN };
  const streamed: StreamTimes[] = [];
  try {
    await warm(server.synthesize);
    await server.eventLoopDelay(); // resets the server's histogram
    await run("api", server.synthesize);
    serverLoop = await server.eventLoopDelay();
    // The studio's way: the first sentence plays while the rest is spoken.
    for (let i = 0; i < runs; i++) streamed.push(await server.stream(long));
  } finally {
    await server.close();
  }

  if (ensureCli()) {
    await cliSynthesize("warm up");
    await run("cli", cliSynthesize);
  } else {
    console.log("no espeak-ng and lame (apt-get install -y espeak-ng lame): no native reference\n");
  }

  const p50 = (name: string, label: string) => {
    const m = results.find((r) => r.name === name && r.label === label);
    return m ? median(m.latenciesMs) : null;
  };
  const row = (cells: string[]) => console.log(cells.map((c, i) => c.padEnd(i ? 13 : 11)).join(""));
  const fmt = (v: number | null, unit = " ms") => (v === null ? "-" : `${v.toFixed(0)}${unit}`);
  const ratio = (a: number | null, b: number | null) =>
    a === null || b === null ? "-" : `${(a / b).toFixed(2)}x`;
  row(["text", "audio", "engine p50", "api p50", "cli p50", "engine/cli", "api/cli"]);
  for (const label of Object.keys(TEXTS)) {
    const audio = results.find((r) => r.label === label)?.audioMs ?? 0;
    const [e, a, c] = [p50("engine", label), p50("api", label), p50("cli", label)];
    row([
      label,
      `${(audio / 1000).toFixed(1)} s`,
      fmt(e),
      fmt(a),
      fmt(c),
      ratio(e, c),
      ratio(a, c),
    ]);
  }
  console.log(`\nthroughput, ${concurrency} requests at a time, 600 chars:`);
  for (const t of rates) {
    console.log(
      `  ${t.name.padEnd(7)} ${(t.requests / t.seconds).toFixed(1)} req/s, ` +
        `${(t.audioSeconds / t.seconds).toFixed(0)} s of audio per s`,
    );
  }
  const ms = (ns: number) => `${(ns / 1e6).toFixed(1)} ms`;
  console.log(
    `\nevent loop, longest delay: server during the api runs ${serverLoop.maxMs.toFixed(1)} ms ` +
      `(p99 ${serverLoop.p99Ms.toFixed(1)} ms); this process during the engine runs ` +
      `${ms(loop.max)} (p99 ${ms(loop.percentile(99))})`,
  );
  const first = median(streamed.map((t) => t.firstAudioMs));
  const whole = p50("api", "5000 chars");
  const targets = [
    ["5,000 characters → MP3 through the API (whole file)", whole ?? Number.NaN, WHOLE_TARGET_MS],
    ["first audio bytes for 5,000 characters (studio stream)", first, FIRST_AUDIO_TARGET_MS],
  ] as const;
  console.log(
    `\nstreamed 5,000 chars, p50 of ${runs}: first audio ${fmt(first)}, ` +
      `the whole answer ${fmt(median(streamed.map((t) => t.totalMs)))}`,
  );
  console.log("\n| measure | now (p50) | target | |\n|---|---|---|---|");
  for (const [name, now, target] of targets) {
    const met = now < target;
    if (!met) process.exitCode = 1;
    console.log(`| ${name} | ${fmt(now)} | < ${target} ms | ${met ? "met" : "MISSED"} |`);
  }
  console.log();
  await benchNeural(runs);
  console.log(`load average after: ${load()}`);
}

if (import.meta.main) await main();
