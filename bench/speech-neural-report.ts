// How bench/speech-neural.ts reports: its measurement (taken in a child process) and each figure
// beside its target (docs/performance.md, "Neural speech").
// Targets on 2 cores with a Piper medium voice (docs/performance.md).
const TARGET = { rtf: 0.1, loopMs: 50, voiceMb: 400, firstAudioMs: 250, concurrentGain: 1.6 };
// Requests at once on one voice for the throughput figure.
export const CONCURRENT = 4;

export interface Row {
  label: string;
  audioS: number;
  synthS: number;
  firstAudioMs: number;
}

export interface Concurrency {
  /** Seconds of audio per second of wall time: one request, then CONCURRENT at once. */
  alone: number;
  together: number;
  /** The cores the process used meanwhile (CPU seconds per second of wall time). */
  aloneCores: number;
  togetherCores: number;
}

export interface Report {
  voice: string;
  threads: number;
  parallel: number;
  cpuPerAudioS: number;
  mainThreadCpuS: number;
  wallS: number;
  loadMs: number;
  baseMb: number;
  loadedMb: number;
  peakMb: number;
  loopMaxMs: number;
  stallMs: number;
  stallCpuMs: number;
  rows: Row[];
  concurrency: Concurrency;
}

/** Prints the rows and the targets' table, each figure with met or MISSED. */
export function printNeuralReport(report: Report) {
  const mark = (ok: boolean) => (ok ? "ok" : "MISSED");
  console.log(
    `neural voice ${report.voice}, ${report.threads} threads, ${report.parallel} texts at once per voice, ` +
      `loaded in ${report.loadMs.toFixed(0)} ms; pauses not shortened (the model's whole output is timed)`,
  );
  console.log("text        audio     synthesis  RTF (target <= 0.1)   first audio");
  for (const r of report.rows) {
    const rtf = r.synthS / r.audioS;
    console.log(
      `${r.label.padEnd(12)}${`${r.audioS.toFixed(1)} s`.padEnd(10)}${`${r.synthS.toFixed(2)} s`.padEnd(11)}` +
        `${rtf.toFixed(3)} ${mark(rtf <= TARGET.rtf)}`.padEnd(22) +
        `${r.firstAudioMs.toFixed(0)} ms`,
    );
  }
  const voiceMb = report.peakMb - report.baseMb;
  const { alone, together, aloneCores, togetherCores } = report.concurrency;
  console.log(
    `RSS ${report.baseMb.toFixed(0)} MB before the voice, ${report.loadedMb.toFixed(0)} MB once loaded, ` +
      `${report.peakMb.toFixed(0)} MB at the peak`,
  );
  // On a shared machine the scheduler may give the process no more CPU for more threads (Linux
  // shares it between sessions first): the cores used tell that apart from the engine queueing.
  console.log(
    `600 chars: ${alone.toFixed(1)} s of audio per second alone on ${aloneCores.toFixed(2)} cores, ` +
      `${together.toFixed(1)} with ${CONCURRENT} requests at once on ${togetherCores.toFixed(2)} cores`,
  );
  console.log(
    `event loop: its own work ${report.mainThreadCpuS.toFixed(2)} s of CPU in ${report.wallS.toFixed(0)} s; ` +
      `the longest stall ${report.stallMs.toFixed(0)} ms, of which this thread ran ${report.stallCpuMs.toFixed(0)} ms ` +
      "(a stall it did not run through is the machine's other processes holding the CPU)",
  );
  console.log(
    `CPU per second of audio ${report.cpuPerAudioS.toFixed(3)} s ` +
      "(the real-time factor a core of its own would give)",
  );
  const first = report.rows.find((r) => r.label === "600 chars")?.firstAudioMs ?? Number.NaN;
  const gain = together / alone;
  const targets: Array<[string, string, string, boolean]> = [
    [
      "first audio bytes, 600 characters (p50)",
      `${first.toFixed(0)} ms`,
      `< ${TARGET.firstAudioMs} ms`,
      first < TARGET.firstAudioMs,
    ],
    [
      "peak memory per loaded voice (peak RSS above the process before it)",
      `${voiceMb.toFixed(0)} MB`,
      `< ${TARGET.voiceMb} MB`,
      voiceMb < TARGET.voiceMb,
    ],
    [
      "event-loop delay during neural synthesis (longest)",
      `${report.loopMaxMs.toFixed(1)} ms`,
      `< ${TARGET.loopMs} ms`,
      report.loopMaxMs < TARGET.loopMs,
    ],
    [
      `audio per second, ${CONCURRENT} requests on one voice against one`,
      `${gain.toFixed(2)}x`,
      `>= ${TARGET.concurrentGain}x`,
      gain >= TARGET.concurrentGain,
    ],
  ];
  console.log("\n| neural measure | now | target | |\n|---|---|---|---|");
  for (const [name, now, target, met] of targets) {
    console.log(`| ${name} | ${now} | ${target} | ${met ? "met" : "MISSED"} |`);
  }
  console.log();
}
