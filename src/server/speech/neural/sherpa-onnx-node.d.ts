// sherpa-onnx-node ships JavaScript without types: the part of its text-to-speech API used here,
// as documented in its types.js (OfflineTtsConfig, TtsRequest, GeneratedAudio).
declare module "sherpa-onnx-node" {
  export interface OfflineTtsConfig {
    model: {
      vits: {
        model: string;
        tokens: string;
        dataDir: string;
        noiseScale?: number;
        noiseScaleW?: number;
        lengthScale?: number;
      };
      numThreads?: number;
      debug?: boolean | number;
      provider?: string;
    };
    maxNumSentences?: number;
  }

  export interface GeneratedAudio {
    samples: Float32Array;
    sampleRate: number;
  }

  export interface TtsRequest {
    text: string;
    sid: number;
    speed: number;
    enableExternalBuffer?: boolean;
  }

  /** The same request with its settings in a GenerationConfig, which also takes `silenceScale`:
   *  sherpa-onnx keeps a fifth of every stretch of 0.2 s or more below 0.01 unless it is 1. */
  export interface TtsConfiguredRequest {
    text: string;
    generationConfig: { sid: number; speed: number; silenceScale?: number };
  }

  export class OfflineTts {
    constructor(config: OfflineTtsConfig);
    static createAsync(config: OfflineTtsConfig): Promise<OfflineTts>;
    readonly numSpeakers: number;
    readonly sampleRate: number;
    generate(request: TtsRequest): GeneratedAudio;
    /** `onProgress` returning 0 or false stops the generation. */
    generateAsync(
      request: (TtsRequest | TtsConfiguredRequest) & {
        onProgress?: (info: {
          samples: Float32Array;
          progress: number;
        }) => number | boolean | undefined;
      },
    ): Promise<GeneratedAudio>;
  }

  const sherpa: { OfflineTts: typeof OfflineTts };
  export default sherpa;
}
