// One installed voice is one folder in VOICES_DIR: Piper's files as distributed (the model
// with sherpa-onnx's metadata appended), tokens.txt, and voice.json with our labels. A folder is
// checked here, in JavaScript, every time before the native library may open it.
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { hasEspeakVoice } from "./espeak-data.ts";
import { assertPiperGraph, readOnnx } from "./onnx.ts";
import { REQUIRED_METADATA } from "./piper-config.ts";

export const FILES = {
  model: "model.onnx",
  config: "model.onnx.json",
  tokens: "tokens.txt",
  manifest: "voice.json",
} as const;

export const manifestSchema = z.object({
  key: z.string().regex(/^[\w.-]+$/),
  name: z.string().min(1),
  gender: z.enum(["male", "female", "neutral"]),
  accent: z.string(),
  language: z.string(),
  description: z.string(),
  licence: z.string(),
  source: z.string(),
  sampleRate: z.number().int().positive(),
  espeakVoice: z.string().min(1),
  noiseScale: z.number().positive().optional(),
  lengthScale: z.number().positive().optional(),
  noiseW: z.number().positive().optional(),
  modelBytes: z.number().int().positive(),
  installedAt: z.string(),
});

export type VoiceManifest = z.infer<typeof manifestSchema>;

export interface InstalledVoice extends VoiceManifest {
  dir: string;
}

/** A voice folder the engine will not load: which folder, which file, what is wrong. */
export class VoiceFolderError extends Error {
  readonly folder: string;
  constructor(folder: string, message: string) {
    super(message);
    this.folder = folder;
  }
}

async function readText(dir: string, file: string): Promise<string> {
  try {
    return await fs.readFile(path.join(dir, file), "utf8");
  } catch {
    throw new VoiceFolderError(path.basename(dir), `${path.join(dir, file)} is missing`);
  }
}

/**
 * Checks everything the native library would trip over; throws VoiceFolderError. `key` is the
 * voice the folder must hold: its own name, but for a staging folder before it is moved into place.
 */
export async function checkVoiceFolder(
  dir: string,
  espeakData: string | null,
  key = path.basename(dir),
): Promise<InstalledVoice> {
  const folder = path.basename(dir);
  const fail = (file: string, problem: string) =>
    new VoiceFolderError(folder, `${path.join(dir, file)} ${problem}`);
  let manifest: VoiceManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readText(dir, FILES.manifest)));
  } catch (error) {
    if (error instanceof VoiceFolderError) throw error;
    throw fail(FILES.manifest, "is not a valid voice description");
  }
  // The folder's name is the voice's id everywhere (removal, the next load): a copy or a moved
  // folder would otherwise list the id twice, or list one no request can load.
  if (manifest.key !== key) {
    throw fail(FILES.manifest, `is the voice "${manifest.key}": its folder must be named so`);
  }
  const modelPath = path.join(dir, FILES.model);
  const stat = await fs.stat(modelPath).catch(() => null);
  if (!stat) throw fail(FILES.model, "is missing");
  if (stat.size !== manifest.modelBytes) {
    throw fail(FILES.model, `is ${stat.size} bytes, ${manifest.modelBytes} were installed`);
  }
  try {
    const summary = readOnnx(new Uint8Array(await fs.readFile(modelPath)));
    assertPiperGraph(summary);
    const missing = REQUIRED_METADATA.filter((key) => !(key in summary.metadata));
    if (missing.length > 0) throw new Error(`lacks the metadata ${missing.join(", ")}`);
  } catch (error) {
    throw fail(FILES.model, error instanceof Error ? error.message : String(error));
  }
  const tokens = await readText(dir, FILES.tokens);
  if (tokens.trim() === "") throw fail(FILES.tokens, "is empty");
  await readText(dir, FILES.config);
  if (espeakData && !hasEspeakVoice(espeakData, manifest.espeakVoice)) {
    throw fail(
      FILES.manifest,
      `names the eSpeak voice "${manifest.espeakVoice}", unknown to ${espeakData}`,
    );
  }
  return { ...manifest, dir };
}

export interface VoiceScan {
  voices: InstalledVoice[];
  problems: { folder: string; message: string }[];
}

/** Every voice folder, checked; folders starting with "." are installs in progress. */
export async function scanVoices(voicesDir: string, espeakData: string | null): Promise<VoiceScan> {
  const entries = await fs.readdir(voicesDir, { withFileTypes: true }).catch(() => []);
  const scan: VoiceScan = { voices: [], problems: [] };
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    try {
      scan.voices.push(await checkVoiceFolder(path.join(voicesDir, entry.name), espeakData));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      scan.problems.push({ folder: entry.name, message });
    }
  }
  scan.voices.sort((a, b) => a.key.localeCompare(b.key));
  return scan;
}
