// The package ships no types; this is the part of its API the worker uses, as measured
// (docs/platform-notes.md) and as echogarden calls it.
declare module "@echogarden/espeak-ng-emscripten" {
  export interface ESpeakNGWorker {
    // Returns eSpeak's error code: 0 on success. An unknown "+variant" is ignored silently.
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    synthesize(
      text: string,
      onChunk: (samples: Int16Array | null, events: unknown[]) => void,
    ): void;
    list_voices(): {
      identifier: string;
      name: string;
      languages: { priority: number; name: string }[];
    }[];
  }
  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  const initialize: () => Promise<ESpeakNGModule>;
  export default initialize;
}
