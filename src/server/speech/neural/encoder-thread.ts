// The neural voices' MP3 encoding, off the event loop: LAME spends about 15 ms of CPU per second
// of speech, which on the event loop held every other request up while a voice spoke. One worker
// thread holds every stream's encoder (a stream's state lives between its pieces, so all its
// calls go to the same thread), and encodes far faster than the voices speak.
import { Piscina } from "piscina";
import { pcm16ToWav } from "../audio.ts";
import type { AudioFormat } from "../types.ts";
import type { EncodeResult, EncodeTask } from "./encode-worker.ts";

export interface ThreadEncoder {
  readonly sampleRate: number;
  /** The bytes for these samples: MP3 frames, or 16-bit PCM for WAV. */
  encode(samples: Float32Array): Promise<Uint8Array>;
  /** The last frames (nothing for WAV); the encoder is closed after, and a second call is empty. */
  finish(): Promise<Uint8Array>;
  /** A piece as a file of its own: MP3 frames as they are, PCM with a WAV header. */
  wrap(bytes: Uint8Array): Uint8Array;
  /** The thread the encoder runs in. */
  readonly threadId: number;
}

export function createEncoderThread() {
  let pool: Piscina<EncodeTask, EncodeResult> | null = null;
  let ids = 0;
  // Started with the first stream: a server whose neural voices never speak has no thread.
  const run = (task: EncodeTask) => {
    pool ??= new Piscina<EncodeTask, EncodeResult>({
      filename: new URL("./encode-worker.ts", import.meta.url).href,
      minThreads: 1,
      maxThreads: 1,
    });
    return pool.run(task);
  };

  async function open(sampleRate: number, format: AudioFormat): Promise<ThreadEncoder> {
    const id = ++ids;
    const { threadId } = await run({ op: "open", id, sampleRate, format });
    let done = false;
    return {
      sampleRate,
      threadId,
      encode: async (samples) => (await run({ op: "encode", id, samples })).bytes,
      async finish() {
        if (done) return new Uint8Array();
        done = true;
        return (await run({ op: "finish", id })).bytes;
      },
      wrap: (bytes) => (format === "mp3" ? bytes : pcm16ToWav(bytes, sampleRate)),
    };
  }

  return {
    open,
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
