// LAME 3.100 in WebAssembly, built here (build-lame.sh) because the packaged builds hide LAME's
// quality setting: at -q 7 it encodes eSpeak's voice in well under half the time of the default
// (docs/decisions/010-lame-wasm.md). One instance per thread, compiled on first use; every
// encoder is a LAME handle inside it, so opening one costs no new instance.
import fs from "node:fs";
import { wasiFiles } from "../wasi-files.ts";

interface LameExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(bytes: number): number;
  free(ptr: number): void;
  enc_open(sampleRate: number, kbps: number, quality: number): number;
  enc_out_sample_rate(handle: number): number;
  enc_pcm16(handle: number, pcm: number, n: number, out: number, size: number): number;
  enc_float(handle: number, pcm: number, n: number, out: number, size: number): number;
  enc_flush(handle: number, out: number, size: number): number;
  enc_close(handle: number): void;
}

/** LAME's own default (-q 3): what the downloads and the neural voices have always used. */
export const LAME_DEFAULT_QUALITY = 3;

let instance: LameExports | null = null;

function lame(): LameExports {
  if (instance) return instance;
  const module = new WebAssembly.Module(fs.readFileSync(new URL("./lame.wasm", import.meta.url)));
  let exports: LameExports | null = null;
  const memory = () => {
    if (!exports) throw new Error("LAME is not instantiated");
    return exports.memory;
  };
  // LAME writes nothing unless told to be verbose, and opens no file.
  const created = new WebAssembly.Instance(module, {
    wasi_snapshot_preview1: wasiFiles("LAME", memory),
  });
  exports = created.exports as unknown as LameExports;
  exports._initialize();
  instance = exports;
  return exports;
}

// Scratch memory inside the instance, shared by its encoders (one thread, one call at a time).
const scratch = { in: 0, inBytes: 0, out: 0, outBytes: 0 };

function reserve(x: LameExports, inBytes: number, outBytes: number) {
  if (scratch.inBytes < inBytes) {
    if (scratch.in) x.free(scratch.in);
    scratch.in = x.malloc(inBytes);
    scratch.inBytes = inBytes;
  }
  if (scratch.outBytes < outBytes) {
    if (scratch.out) x.free(scratch.out);
    scratch.out = x.malloc(outBytes);
    scratch.outBytes = outBytes;
  }
  if (!scratch.in || !scratch.out) throw new Error("LAME is out of memory");
}

// LAME's documented worst case for an output buffer.
const outBytesFor = (samples: number) => Math.ceil(1.25 * samples) + 7200;

export interface Mp3Encoder {
  /** The rate of the MP3 frames: LAME's choice for the bitrate (the input's for speech). */
  readonly sampleRate: number;
  /** The MP3 frames completed by these samples (a copy; may be empty). */
  encode(samples: Int16Array | Float32Array): Uint8Array;
  /** The last frames; the encoder is closed after. */
  finish(): Uint8Array;
  /** Frees the encoder without its last frames (after a failure). */
  close(): void;
}

export interface Mp3Options {
  sampleRate: number;
  /** Constant bitrate, kbit/s. */
  kbps: number;
  /** LAME's -q, 0 (best, slowest) to 9 (fastest). */
  quality?: number;
}

// An encoder dropped without finish() or close() would keep its LAME state in the instance's
// memory for the thread's life: the garbage collector hands its handle back instead.
const dropped = new FinalizationRegistry<number>((handle) => instance?.enc_close(handle));

/** A mono, constant-bitrate MP3 stream: no Xing/Info frame, no ID3 tag. */
export function openMp3Encoder(options: Mp3Options): Mp3Encoder {
  const x = lame();
  let handle = x.enc_open(
    options.sampleRate,
    options.kbps,
    options.quality ?? LAME_DEFAULT_QUALITY,
  );
  if (!handle) throw new Error(`LAME refused ${options.sampleRate} Hz at ${options.kbps} kbit/s`);
  const sampleRate = x.enc_out_sample_rate(handle);
  const open = () => {
    if (!handle) throw new Error("the MP3 encoder is closed");
    return handle;
  };
  const close = () => {
    if (!handle) return;
    dropped.unregister(token);
    x.enc_close(handle);
    handle = 0;
  };
  const token = {};
  const encoder: Mp3Encoder = {
    sampleRate,
    encode(samples) {
      const h = open();
      if (samples.length === 0) return new Uint8Array();
      const outBytes = outBytesFor(samples.length);
      reserve(x, samples.byteLength, outBytes);
      // Views are made after malloc: growing the memory detaches the old ones.
      let n: number;
      if (samples instanceof Int16Array) {
        new Int16Array(x.memory.buffer, scratch.in, samples.length).set(samples);
        n = x.enc_pcm16(h, scratch.in, samples.length, scratch.out, outBytes);
      } else {
        new Float32Array(x.memory.buffer, scratch.in, samples.length).set(samples);
        n = x.enc_float(h, scratch.in, samples.length, scratch.out, outBytes);
      }
      if (n < 0) throw new Error(`LAME failed to encode (${n})`);
      return new Uint8Array(x.memory.buffer, scratch.out, n).slice();
    },
    finish() {
      const h = open();
      const outBytes = outBytesFor(0);
      reserve(x, 0, outBytes);
      const n = x.enc_flush(h, scratch.out, outBytes);
      close();
      if (n < 0) throw new Error(`LAME failed to flush (${n})`);
      return new Uint8Array(x.memory.buffer, scratch.out, n).slice();
    },
    close,
  };
  dropped.register(encoder, handle, token);
  return encoder;
}
