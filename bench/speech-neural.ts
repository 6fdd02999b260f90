// The neural rows of bench/speech.ts: a Piper voice through the neural engine, in a process of its
// own so its peak memory is the voice's and not the eSpeak workers'. The voice is
// BENCH_NEURAL_VOICE (a Piper `.onnx` with its `.onnx.json`, installed into a temporary folder the
// way `npm run voices:add` does) or else the first voice installed in DATA_DIR/voices.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { mp3DurationMs } from "../src/server/speech/audio.ts";
import { createNeuralEngine, loadVoice } from "../src/server/speech/neural/engine.ts";
import { installVoice } from "../src/server/speech/neural/install.ts";
import type { Tts } from "../src/server/speech/neural/loaded-voices.ts";
import { type InstalledVoice, scanVoices } from "../src/server/speech/neural/voice-folder.ts";
import { CONCURRENT, printNeuralReport, type Report, type Row } from "./speech-neural-report.ts";
import { TEXTS } from "./speech-texts.ts";

// Installed by the parent, so the child's memory starts without the installer's buffers.
async function voicesDirFor(): Promise<{ voicesDir: string; cleanup: () => void } | null> {
  const source = process.env.BENCH_NEURAL_VOICE;
  if (source) {
    const voicesDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-bench-voices-"));
    await installVoice(path.resolve(source), { voicesDir });
    return { voicesDir, cleanup: () => fs.rmSync(voicesDir, { recursive: true, force: true }) };
  }
  const voicesDir = path.join(process.env.DATA_DIR ?? "./data", "voices");
  const scan = await scanVoices(voicesDir, null);
  return scan.voices.length > 0 ? { voicesDir, cleanup: () => {} } : null;
}

// The longest late timer, and how much of it this thread spent running: a delay the thread spent
// running is work on the event loop; one it did not is the machine's other processes holding
// the CPU (the bench reports both, so a busy machine is not mistaken for a blocking engine).
function watchStalls(everyMs = 10) {
  let wall = performance.now();
  let cpu = process.threadCpuUsage();
  let worst = { gapMs: 0, cpuMs: 0 };
  const timer = setInterval(() => {
    const now = performance.now();
    const used = process.threadCpuUsage(cpu);
    const gapMs = now - wall - everyMs;
    if (gapMs > worst.gapMs) worst = { gapMs, cpuMs: (used.user + used.system) / 1000 };
    wall = now;
    cpu = process.threadCpuUsage();
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return worst;
    },
  };
}

// sherpa-onnx keeps only a fifth of every stretch of 0.2 s or more whose samples stay under 0.01
// (its silence scale, 0.2 by default). The stand-in voice's noise never reaches 0.01, so its whole
// output counted as pause and the audio timed was a fifth of what the model made: the real-time
// factor read five times too high. The bench times the model's whole output; with a real voice
// only its longer pauses differ from what the product sends (docs/performance.md).
async function loadWholeOutput(voice: InstalledVoice, espeakData: string, threads: number) {
  const tts = await loadVoice(voice, espeakData, threads);
  const speak: Tts["generateAsync"] = ({ text, sid, speed, onProgress }) =>
    tts.generateAsync({ text, onProgress, generationConfig: { sid, speed, silenceScale: 1 } });
  return { sampleRate: tts.sampleRate, generateAsync: speak };
}

/** Runs in the child: measures and prints one JSON report. */
async function measureNeural(
  voicesDir: string,
  texts: Record<string, string>,
  runs: number,
): Promise<Report> {
  const silent = { info() {}, warn() {}, error() {} };
  const threads = Number(process.env.NEURAL_THREADS ?? 1);
  const parallel = Number(process.env.NEURAL_PARALLEL ?? 2);
  const baseMb = process.memoryUsage().rss / 1e6;
  const engine = createNeuralEngine(
    { voicesDir, maxLoaded: 1, timeoutMs: 600_000, threads, parallel, load: loadWholeOutput },
    silent,
  );
  const [voice] = await engine.listVoices();
  if (!voice) throw new Error(`no usable voice in ${voicesDir}: ${(await engine.status()).detail}`);
  const say = (text: string) => engine.synthesize({ voiceId: voice.id, text, format: "mp3" });
  let start = performance.now();
  await say("Ready.");
  const loadMs = performance.now() - start;
  const loadedMb = process.memoryUsage().rss / 1e6;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  // On a shared machine the figures depend on how much CPU this process got: say so.
  const measured = performance.now();
  const cpu0 = process.cpuUsage();
  const main0 = process.threadCpuUsage();
  const stall = watchStalls();
  let audioTotal = 0;
  const rows: Row[] = [];
  for (const [label, text] of Object.entries(texts)) {
    const synth: number[] = [];
    const first: number[] = [];
    let audioS = 0;
    for (let i = 0; i < runs; i++) {
      start = performance.now();
      for await (const piece of engine.synthesizeStream({
        voiceId: voice.id,
        text,
        format: "mp3",
      })) {
        if (first.length === i) first.push(performance.now() - start);
        const seconds = (mp3DurationMs(piece.audio) ?? 0) / 1000;
        audioS += seconds / runs;
        audioTotal += seconds;
      }
      synth.push((performance.now() - start) / 1000);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    rows.push({ label, audioS, synthS: median(synth), firstAudioMs: median(first) });
  }
  // The same 600 characters, one request and then CONCURRENT at once, alternated `runs` times so
  // the machine's load is alike for both; the peak memory and the event loop count these too.
  const short = texts["600 chars"] ?? "";
  const totals = [
    { audioS: 0, wallS: 0, cpuS: 0 },
    { audioS: 0, wallS: 0, cpuS: 0 },
  ];
  for (let i = 0; i < runs; i++) {
    for (const [at, count] of [1, CONCURRENT].entries()) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const audio = await Promise.all(Array.from({ length: count }, () => say(short)));
      const seconds = audio.reduce((sum, a) => sum + (a.durationMs ?? 0) / 1000, 0);
      const used = process.cpuUsage(cpuBefore);
      audioTotal += seconds;
      const total = totals[at] ?? { audioS: 0, wallS: 0, cpuS: 0 };
      total.audioS += seconds;
      total.wallS += (performance.now() - started) / 1000;
      total.cpuS += (used.user + used.system) / 1e6;
    }
  }
  const [alone, together] = totals.map((t) => ({
    rate: t.audioS / t.wallS,
    cores: t.cpuS / t.wallS,
  }));
  const concurrency = {
    alone: alone?.rate ?? 0,
    together: together?.rate ?? 0,
    aloneCores: alone?.cores ?? 0,
    togetherCores: together?.cores ?? 0,
  };
  loop.disable();
  const worst = stall.stop();
  const cpu = process.cpuUsage(cpu0);
  const main = process.threadCpuUsage(main0);
  return {
    voice: voice.id,
    threads,
    parallel,
    cpuPerAudioS: (cpu.user + cpu.system) / 1e6 / audioTotal,
    mainThreadCpuS: (main.user + main.system) / 1e6,
    wallS: (performance.now() - measured) / 1000,
    loadMs,
    baseMb,
    loadedMb,
    peakMb: process.resourceUsage().maxRSS / 1e3,
    loopMaxMs: loop.max / 1e6,
    stallMs: worst.gapMs,
    stallCpuMs: worst.cpuMs,
    rows,
    concurrency,
  };
}

/** Runs the neural measurement in a child process and prints its rows; silent without a voice. */
export async function benchNeural(runs: number): Promise<void> {
  const where = await voicesDirFor();
  if (!where) {
    console.log("neural: no voice (npm run voices:add, or BENCH_NEURAL_VOICE=<.onnx>)\n");
    return;
  }
  const child = spawn(process.execPath, [import.meta.filename, where.voicesDir, String(runs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const code = await new Promise<number | null>((r) => child.on("close", r));
  where.cleanup();
  if (code !== 0) {
    console.log(`neural: the measurement failed (exit ${code})\n`);
    return;
  }
  const report = JSON.parse(out) as Report;
  printNeuralReport(report);
}

if (import.meta.main) {
  const [voicesDir = "", runs = "3"] = process.argv.slice(2);
  const report = await measureNeural(voicesDir, TEXTS, Number(runs));
  process.stdout.write(JSON.stringify(report));
}
