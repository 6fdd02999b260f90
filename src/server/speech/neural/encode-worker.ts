// Runs inside the neural engine's encoder thread (encoder-thread.ts), never on the server's event
// loop. Node loads this file with its own type stripping, so only erasable TypeScript and ".ts"
// imports are allowed here. Each stream's MP3 encoder lives here between its calls.
import { threadId } from "node:worker_threads";
import { openEncoder, type StreamEncoder } from "../encode.ts";
import type { AudioFormat } from "../types.ts";

export type EncodeTask =
  | { op: "open"; id: number; sampleRate: number; format: AudioFormat }
  | { op: "encode"; id: number; samples: Float32Array }
  | { op: "finish"; id: number };

export interface EncodeResult {
  bytes: Uint8Array;
  /** The thread that encodes (never the event loop's, 0). */
  threadId: number;
}

const encoders = new Map<number, StreamEncoder>();

export default async function encode(task: EncodeTask): Promise<EncodeResult> {
  if (task.op === "open") {
    encoders.set(task.id, await openEncoder(task.sampleRate, task.format));
    return { bytes: new Uint8Array(), threadId };
  }
  const encoder = encoders.get(task.id);
  if (!encoder) throw new Error(`no encoder ${task.id} in this thread`);
  if (task.op === "encode") return { bytes: await encoder.encode(task.samples), threadId };
  encoders.delete(task.id);
  return { bytes: encoder.finish(), threadId };
}
