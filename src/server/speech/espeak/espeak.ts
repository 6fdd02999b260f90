// eSpeak NG 1.52.0 in WebAssembly, built here (build-espeak.sh) with the part of its data the
// embedded voices use (espeak-ng-data/). The packaged build was wasm2js output, plain JavaScript
// that V8 kept deoptimizing (docs/decisions/012-espeak-wasm.md). One instance per thread, created on
// first use: eSpeak's state is global, so a thread speaks one text at a time.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { readTree, wasiFiles } from "../wasi-files.ts";

interface EspeakExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(bytes: number): number;
  free(ptr: number): void;
  es_init(dataDir: number): number;
  es_set_voice(name: number): number;
  es_synth(text: number, rate: number, pitch: number, range: number): number;
  es_phonemes(text: number): number;
}

/** eSpeak's own event numbers (speak_lib.h) for the events espeak-glue.c passes on. */
export const ESPEAK_EVENT = { word: 1, end: 5 } as const;

/**
 * A word eSpeak starts, or the end of what it says before a pause or a sentence's end: where in
 * the SSML (1-based characters), its length there, and where in the audio (samples from the
 * start of the synthesis).
 */
export interface EspeakEvent {
  type: number;
  position: number;
  length: number;
  sample: number;
}

export interface Prosody {
  rate: number; // words per minute
  pitch: number; // 0..100
  range: number; // 0..100
}

export interface Espeak {
  /** eSpeak's output rate (22,050 Hz). */
  readonly sampleRate: number;
  /** "en-us+m3": a voice, then a variant. Returns eSpeak's status: 0 when it is set. */
  setVoice(name: string): number;
  /**
   * Speaks SSML. Each chunk is a view into eSpeak's memory that the next chunk overwrites:
   * use it before returning. Throws on an eSpeak error.
   */
  synthesize(
    ssml: string,
    prosody: Prosody,
    onChunk: (samples: Int16Array) => void,
    onEvent?: (event: EspeakEvent) => void,
  ): void;
  /** The phonemes of a text in the current voice, separated by spaces. */
  phonemes(text: string): string;
}

// Where the data appears inside WebAssembly; any absolute path would do.
const DATA_DIR = "/espeak-ng-data";

let instance: Espeak | null = null;

export function espeak(): Espeak {
  instance ??= create();
  return instance;
}

function create(): Espeak {
  const module = new WebAssembly.Module(fs.readFileSync(new URL("./espeak.wasm", import.meta.url)));
  let exports: EspeakExports | null = null;
  const memory = () => {
    if (!exports) throw new Error("eSpeak is not instantiated");
    return exports.memory;
  };
  let onChunk: ((samples: Int16Array) => void) | null = null;
  let onEvent: ((event: EspeakEvent) => void) | null = null;
  let failure: unknown = null;
  const created = new WebAssembly.Instance(module, {
    env: {
      on_samples(ptr: number, count: number) {
        try {
          onChunk?.(new Int16Array(memory().buffer, ptr, count));
          return 0;
        } catch (error) {
          // Stops eSpeak; the error is thrown again once control is back in JavaScript.
          failure = error;
          return 1;
        }
      },
      on_event(type: number, position: number, length: number, sample: number) {
        onEvent?.({ type, position, length, sample });
      },
    },
    wasi_snapshot_preview1: wasiFiles("eSpeak", memory, {
      root: readTree(fileURLToPath(new URL("./espeak-ng-data/", import.meta.url))),
      mountAt: DATA_DIR,
    }),
  });
  const x = created.exports as unknown as EspeakExports;
  exports = x;
  x._initialize();

  // A NUL-terminated UTF-8 copy of the string inside the instance, freed after use.
  function withString<T>(value: string, use: (ptr: number) => T): T {
    const encoded = new TextEncoder().encode(value);
    const ptr = x.malloc(encoded.length + 1);
    if (!ptr) throw new Error("eSpeak is out of memory");
    try {
      const bytes = new Uint8Array(x.memory.buffer, ptr, encoded.length + 1);
      bytes.set(encoded);
      bytes[encoded.length] = 0;
      return use(ptr);
    } finally {
      x.free(ptr);
    }
  }

  const sampleRate = withString(DATA_DIR, (ptr) => x.es_init(ptr));
  if (sampleRate <= 0) throw new Error(`eSpeak failed to start (status ${sampleRate})`);

  return {
    sampleRate,
    setVoice: (name) => withString(name, (ptr) => x.es_set_voice(ptr)),
    synthesize(ssml, prosody, chunk, event) {
      onChunk = chunk;
      onEvent = event ?? null;
      failure = null;
      try {
        const status = withString(ssml, (ptr) =>
          x.es_synth(ptr, prosody.rate, prosody.pitch, prosody.range),
        );
        if (failure) throw failure;
        if (status !== 0) throw new Error(`eSpeak failed to speak (status ${status})`);
      } finally {
        onChunk = null;
        onEvent = null;
      }
    },
    phonemes(text) {
      const ptr = withString(text, (at) => x.es_phonemes(at));
      const bytes = new Uint8Array(x.memory.buffer, ptr);
      return new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0)));
    },
  };
}
