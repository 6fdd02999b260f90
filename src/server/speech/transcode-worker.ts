// Runs inside a piscina worker thread (transcode-pool.ts), never on the server's event loop: a
// download's decoding and encoding take seconds of CPU and hold the decoded samples. Node loads
// this file with its own type stripping, so only erasable TypeScript and ".ts" imports are here.
import { move, transferableSymbol, valueSymbol } from "piscina";
import type { DownloadFormat } from "../../domain/generation.ts";
import { transcode } from "./transcode.ts";
import type { AudioFormat } from "./types.ts";

export interface TranscodeTask {
  bytes: Uint8Array;
  from: AudioFormat;
  to: DownloadFormat;
}

export default async function run(task: TranscodeTask) {
  const audio = await transcode(task.bytes, task.from, task.to);
  // Handed over to the main thread instead of copied.
  return move({
    get [transferableSymbol]() {
      return [audio.buffer];
    },
    get [valueSymbol]() {
      return audio;
    },
  });
}
