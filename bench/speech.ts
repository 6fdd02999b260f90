// Speech speed: the embedded engine (eSpeak NG in WASM, piscina workers, LAME in WASM) against
// Debian's native `espeak-ng | lame` as the reference, and how long the server's event loop is
// held up meanwhile. Run: node bench/speech.ts [--runs 5] [--workers N] [--concurrency 8]
//
// `measure` takes any async synthesize(text) callback, so an end-to-end variant through
// POST /api/generations can be added next to the two below without touching the rest.
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { mp3DurationMs } from "../src/server/speech/audio.ts";
import { createSpeech } from "../src/server/speech/index.ts";

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

const PARAGRAPH =
  "Awaaz turns written words into clear speech in a few seconds. Creators paste a script for a " +
  "video, a podcast introduction or a short social clip, pick one of the voices, and download the " +
  "audio as an MP3 file that plays on every phone and browser. The built-in voices run on the " +
  "server itself, so the studio works without any paid account, while operators who want studio " +
  "quality can connect ElevenLabs or any service that speaks the OpenAI speech protocol. Every " +
  "request is checked, counted against the plan, and kept in the history for later downloads. " +
  "Nothing is sent to a third party unless the operator chooses a provider.";

export const TEXTS: Record<string, string> = {
  "600 chars": PARAGRAPH.slice(0, 600),
  "5000 chars": Array.from({ length: 9 }, () => PARAGRAPH)
    .join(" ")
    .slice(0, 5000),
};

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

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      workers: { type: "string", default: String(os.availableParallelism()) },
      concurrency: { type: "string", default: "8" },
    },
  });
  const runs = Number(values.runs);
  const workers = Number(values.workers);
  const concurrency = Number(values.concurrency);
  const silent = { info() {}, warn() {}, error() {} };
  const speech = createSpeech({ embedded: { workers } }, silent);
  const engine: Synthesize = async (text) =>
    (await speech.synthesize({ voiceId: "adam", text, format: "mp3" })).audio;

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
  console.log(
    `embedded engine: ${workers} workers; ${runs} runs per text; voice adam (en-us+m4)\n`,
  );

  // Start every worker (each loads eSpeak's data once) before anything is timed.
  await Promise.all(Array.from({ length: workers }, () => engine("warm up")));

  // What the machine alone does to the event loop, to read the engine's figure against.
  const idle = monitorEventLoopDelay({ resolution: 1 });
  idle.enable();
  await sleep(2000);
  idle.disable();

  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const results: Measurement[] = [];
  for (const [label, text] of Object.entries(TEXTS)) {
    results.push(await measure("engine", engine, label, text, runs));
  }
  const short = TEXTS["600 chars"] ?? "";
  const engineRate = await throughput("engine", engine, short, concurrency, concurrency * 4);
  loop.disable();

  const cli = hasCli();
  let cliRate: Throughput | null = null;
  if (cli) {
    await cliSynthesize("warm up");
    for (const [label, text] of Object.entries(TEXTS)) {
      results.push(await measure("cli", cliSynthesize, label, text, runs));
    }
    cliRate = await throughput("cli", cliSynthesize, short, concurrency, concurrency * 4);
  } else {
    console.log("espeak-ng or lame missing: apt-get install -y espeak-ng lame for the reference\n");
  }
  await speech.close();

  const row = (cells: string[]) => console.log(cells.map((c, i) => c.padEnd(i ? 14 : 12)).join(""));
  row(["text", "engine p50", "audio", "x realtime", "cli p50", "engine/cli"]);
  for (const label of Object.keys(TEXTS)) {
    const e = results.find((r) => r.name === "engine" && r.label === label);
    const c = results.find((r) => r.name === "cli" && r.label === label);
    if (!e) continue;
    const ep50 = median(e.latenciesMs);
    const cp50 = c ? median(c.latenciesMs) : null;
    row([
      label,
      `${ep50.toFixed(0)} ms`,
      `${(e.audioMs / 1000).toFixed(1)} s`,
      `${(e.audioMs / ep50).toFixed(0)}x`,
      cp50 === null ? "-" : `${cp50.toFixed(0)} ms`,
      cp50 === null ? "-" : `${(ep50 / cp50).toFixed(2)}x`,
    ]);
  }
  const perSecond = (t: Throughput) => t.requests / t.seconds;
  console.log(
    `\nthroughput, ${concurrency} concurrent, 600 chars: engine ${perSecond(engineRate).toFixed(1)} req/s ` +
      `(${(engineRate.audioSeconds / engineRate.seconds).toFixed(0)} s of audio per s)` +
      (cliRate
        ? `, cli ${perSecond(cliRate).toFixed(1)} req/s; engine/cli ${(perSecond(engineRate) / perSecond(cliRate)).toFixed(2)}`
        : ""),
  );
  const ms = (ns: number) => `${(ns / 1e6).toFixed(1)} ms`;
  console.log(
    `event loop during the engine runs: max delay ${ms(loop.max)}, p99 ${ms(loop.percentile(99))}, ` +
      `mean ${ms(loop.mean)}; idle for 2 s before: max ${ms(idle.max)}, p99 ${ms(idle.percentile(99))}`,
  );
  console.log(`load average after: ${load()}`);
}

if (import.meta.main) await main();
