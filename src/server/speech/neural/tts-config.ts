// The one place an installed voice becomes sherpa-onnx's configuration (the engine and the
// install-time probe load voices the same way).
import path from "node:path";
import type { OfflineTtsConfig } from "sherpa-onnx-node";
import { FILES, type VoiceManifest } from "./voice-folder.ts";

export function ttsConfig(
  voice: Pick<VoiceManifest, "noiseScale" | "noiseW" | "lengthScale"> & { dir: string },
  espeakData: string,
  threads: number,
): OfflineTtsConfig {
  return {
    model: {
      vits: {
        model: path.join(voice.dir, FILES.model),
        tokens: path.join(voice.dir, FILES.tokens),
        dataDir: espeakData,
        ...(voice.noiseScale ? { noiseScale: voice.noiseScale } : {}),
        ...(voice.noiseW ? { noiseScaleW: voice.noiseW } : {}),
        ...(voice.lengthScale ? { lengthScale: voice.lengthScale } : {}),
      },
      numThreads: threads,
      debug: false,
      provider: "cpu",
    },
    maxNumSentences: 1,
  };
}
