// The one place an installed voice becomes sherpa-onnx's configuration (the engine and the
// install-time probe load voices the same way).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { OfflineTtsConfig } from "sherpa-onnx-node";
import { FILES, type VoiceManifest } from "./voice-folder.ts";

// sherpa-onnx reads onnxruntime's session options from a file named after the provider; it ends
// the process when that file cannot be read, so a copy of the code without it runs on defaults.
const SESSION_OPTIONS = fileURLToPath(new URL("./onnxruntime.conf", import.meta.url));

export function cpuProvider(options = SESSION_OPTIONS): string {
  return fs.existsSync(options) ? `cpu:${options}` : "cpu";
}

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
      provider: cpuProvider(),
    },
    maxNumSentences: 1,
  };
}
