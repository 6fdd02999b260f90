// Downloads in another format are converted in worker threads (transcode-worker.ts), as eSpeak
// speaks in them (embedded/engine.ts): a 10-minute file is seconds of CPU, which on the event
// loop every other request would wait behind.
import { Piscina } from "piscina";
import type { DownloadFormat } from "../../domain/generation.ts";
import { WORKER_NICE } from "./embedded/engine.ts";
import type { TranscodeTask } from "./transcode-worker.ts";
import type { AudioFormat } from "./types.ts";

export interface TranscodePool {
  readonly threads: number;
  run(bytes: Uint8Array, from: AudioFormat, to: DownloadFormat): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function createTranscodePool(threads: number): TranscodePool {
  const pool = new Piscina<TranscodeTask, Uint8Array>({
    filename: new URL("./transcode-worker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // A conversion's decoded samples stay in the worker's heap until it exits: an idle worker
    // goes, and its memory with it.
    idleTimeout: 30_000,
    niceIncrement: WORKER_NICE,
  });
  return {
    threads,
    run(bytes, from, to) {
      // Moved, not copied; a view into a larger buffer is copied first, as moving would take all.
      const whole =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? bytes
          : bytes.slice();
      return pool.run({ bytes: whole, from, to }, { transferList: [whole.buffer as ArrayBuffer] });
    },
    close: () => pool.destroy(),
  };
}
