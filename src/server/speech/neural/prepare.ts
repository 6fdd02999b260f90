// Turns Piper's two files into an installed voice folder: checks them, writes tokens.txt and the
// model with sherpa-onnx's metadata appended, loads it once in a child process, then moves the
// folder into place in one rename so the engine never sees half a voice.
import fs from "node:fs/promises";
import path from "node:path";
import type { Gender } from "../types.ts";
import type { InstallProgress } from "./download.ts";
import { ESPEAK_INSTALL_HINT, hasEspeakVoice } from "./espeak-data.ts";
import { alreadyInstalled, InstallError } from "./install-error.ts";
import { assertPiperGraph, metadataBytes, readOnnx } from "./onnx.ts";
import {
  espeakVoiceOf,
  type PiperConfig,
  parsePiperConfig,
  REQUIRED_METADATA,
  sherpaMetadata,
  tokensTxt,
} from "./piper-config.ts";
import { probeVoice } from "./probe.ts";
import { FILES, type VoiceManifest } from "./voice-folder.ts";

export interface Labels {
  name: string;
  gender: Gender;
  accent: string;
  language: string;
  description: string;
  licence: string;
}

export interface PrepareInput {
  key: string;
  source: string;
  voicesDir: string;
  onnxPath: string;
  configPath: string;
  /** What the operator gave, for messages (a download's address, not its file in .downloads). */
  names?: { onnx: string; config: string };
  espeakData: string | null;
  labels?: Labels;
  onProgress?: (p: InstallProgress) => void;
  signal?: AbortSignal;
}

// A voice from outside the catalogue is labelled from its own config.
function labelsFrom(key: string, config: PiperConfig): Labels {
  const lang = config.language;
  const speaker = (config.dataset ?? key.split("-")[1] ?? key).replace(/_/g, " ");
  return {
    name: speaker.charAt(0).toUpperCase() + speaker.slice(1),
    gender: "neutral",
    accent: lang?.country_english ?? lang?.code ?? "",
    language: (lang?.code ?? "").replace("_", "-"),
    description: `Piper voice ${key}`,
    licence: "See the voice's MODEL_CARD",
  };
}

// Piper names a voice by its language ("ur_PK-fasih-medium"): a config for another language is
// a mix-up (a mirror's wrong file) that would read Urdu text with English phonemes.
function assertLanguage(key: string, config: PiperConfig, configName: string) {
  const named = /^([a-z]{2,3})_[A-Z]{2}-/.exec(key)?.[1];
  const code = config.language?.code;
  const family = code?.split(/[-_]/)[0]?.toLowerCase();
  if (named && family && named !== family)
    throw new InstallError(
      `${configName} is for the language ${code}, but the voice ${key} is not`,
    );
}

export async function prepareVoice(input: PrepareInput) {
  const progress = (receivedBytes: number) =>
    input.onProgress?.({ phase: "prepare", receivedBytes, totalBytes: null });
  progress(0);
  const names = input.names ?? { onnx: input.onnxPath, config: input.configPath };
  let config: PiperConfig;
  try {
    config = parsePiperConfig(await fs.readFile(input.configPath, "utf8"));
  } catch (error) {
    throw new InstallError(`${names.config} ${(error as Error).message}`);
  }
  assertLanguage(input.key, config, names.config);
  const model = new Uint8Array(await fs.readFile(input.onnxPath));
  let metadata: Record<string, string>;
  try {
    const summary = readOnnx(model);
    assertPiperGraph(summary);
    metadata = summary.metadata;
  } catch (error) {
    throw new InstallError(`${names.onnx} is ${(error as Error).message}`);
  }
  const espeakVoice = espeakVoiceOf(config);
  if (input.espeakData && !hasEspeakVoice(input.espeakData, espeakVoice)) {
    throw new InstallError(
      `${names.config} asks for the eSpeak voice "${espeakVoice}", which ${input.espeakData} lacks`,
    );
  }
  // A model already converted for sherpa-onnx keeps its own metadata.
  const hasMetadata = REQUIRED_METADATA.every((k) => k in metadata);
  const extra = hasMetadata ? new Uint8Array() : metadataBytes(sherpaMetadata(config));
  const manifest: VoiceManifest = {
    key: input.key,
    ...(input.labels ?? labelsFrom(input.key, config)),
    source: input.source,
    sampleRate: config.audio.sample_rate,
    espeakVoice,
    ...(config.inference.noise_scale ? { noiseScale: config.inference.noise_scale } : {}),
    ...(config.inference.length_scale ? { lengthScale: config.inference.length_scale } : {}),
    ...(config.inference.noise_w ? { noiseW: config.inference.noise_w } : {}),
    modelBytes: model.byteLength + extra.byteLength,
    installedAt: new Date().toISOString(),
  };
  const staging = path.join(input.voicesDir, `.install-${input.key}-${process.pid}-${Date.now()}`);
  await fs.mkdir(staging, { recursive: true });
  try {
    const out = await fs.open(path.join(staging, FILES.model), "w");
    try {
      await out.write(model);
      await out.write(extra);
    } finally {
      await out.close();
    }
    await fs.copyFile(input.configPath, path.join(staging, FILES.config));
    await fs.writeFile(path.join(staging, FILES.tokens), tokensTxt(config));
    await fs.writeFile(
      path.join(staging, FILES.manifest),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    progress(manifest.modelBytes);
    if (input.espeakData) {
      try {
        await probeVoice(staging, input.key, input.espeakData, input.signal);
      } catch (error) {
        throw new InstallError(`${names.onnx} was refused: ${(error as Error).message}`);
      }
    }
    const dir = path.join(input.voicesDir, input.key);
    await fs.rename(staging, dir).catch((error: NodeJS.ErrnoException) => {
      // Put there meanwhile by hand, or by an installer that ignored the lock (install-lock.ts).
      if (error.code === "ENOTEMPTY" || error.code === "EEXIST") {
        throw alreadyInstalled(input.key);
      }
      throw error;
    });
    return {
      key: input.key,
      name: manifest.name,
      dir,
      modelBytes: manifest.modelBytes,
      licence: manifest.licence,
      ...(input.espeakData ? {} : { warning: ESPEAK_INSTALL_HINT }),
    };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
