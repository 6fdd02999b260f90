// Installs a Piper voice into VOICES_DIR: by catalogue name (downloaded from Piper's official
// voices and checked against their published list), from a local `.onnx` + `.onnx.json`, or from
// an https URL. The CLI (`npm run voices:add`) and the admin's Voices tab both call installVoice.
import fs from "node:fs/promises";
import path from "node:path";
import {
  type CatalogueVoice,
  findCatalogueVoice,
  modelCardUrl,
  PIPER_VOICES_URL,
} from "./catalogue.ts";
import { DownloadError, downloadFile, type Expected, type InstallProgress } from "./download.ts";
import { findEspeakData } from "./espeak-data.ts";
import { alreadyInstalled, InstallError } from "./install-error.ts";
import { lockInstall } from "./install-lock.ts";
import { cardLicence, isNonCommercial } from "./model-card.ts";
import { type Labels, prepareVoice } from "./prepare.ts";
import { removeStaleFolders } from "./stale-folders.ts";
import { FILES } from "./voice-folder.ts";

export type { InstallProgress } from "./download.ts";
export { ESPEAK_INSTALL_HINT } from "./espeak-data.ts";
export { InstallError, type InstallFailure } from "./install-error.ts";

export interface InstallOptions {
  voicesDir: string;
  onProgress?: (p: InstallProgress) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Piper's official voices (default PIPER_VOICES_URL; NEURAL_VOICES_URL for a mirror). */
  baseUrl?: string;
  /** eSpeak NG's data folder (default: found on the system). */
  espeakData?: string | null;
  /** Refuse, before downloading the model, a voice whose data is non-commercial (defaults). */
  commercialOnly?: boolean;
}

export interface InstalledVoiceInfo {
  id: string;
  key: string;
  name: string;
  dir: string;
  modelBytes: number;
  licence: string;
  /** Set when eSpeak's data is missing: installed, but not speakable until it is added. */
  warning?: string;
}

export const VOICE_PREFIX = "neural:";

function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  return cause instanceof Error ? cause.message : String(cause);
}

// One file's entry in Piper's voices.json: `{ size_bytes, md5_digest }`.
function officialFile(value: unknown): Expected | null {
  if (!value || typeof value !== "object") return null;
  const { size_bytes, md5_digest } = value as Record<string, unknown>;
  if (typeof size_bytes !== "number" || typeof md5_digest !== "string") return null;
  return { size: size_bytes, md5: md5_digest };
}

async function officialList(
  base: string,
  options: InstallOptions,
): Promise<Record<string, unknown>> {
  const url = `${base}/voices.json`;
  const res = await (options.fetch ?? fetch)(
    url,
    options.signal ? { signal: options.signal } : {},
  ).catch((error: unknown) => {
    if (options.signal?.aborted) throw error;
    throw new InstallError(`could not reach ${url} (${networkReason(error)})`);
  });
  if (!res.ok)
    throw new InstallError(`could not read Piper's voice list ${url} (HTTP ${res.status})`);
  return (await res.json()) as Record<string, unknown>;
}

// The card is informational: one that cannot be read leaves the catalogue's reading in place.
async function readCard(url: string, options: InstallOptions): Promise<string | null> {
  try {
    const res = await (options.fetch ?? fetch)(
      url,
      options.signal ? { signal: options.signal } : {},
    );
    if (!res.ok) return null;
    return cardLicence((await res.text()).slice(0, 64_000));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return null;
  }
}

function labelsOf(voice: CatalogueVoice): Labels {
  const { name, gender, accent, language, description, licence } = voice;
  return { name, gender, accent, language, description, licence };
}

async function fromCatalogue(key: string, downloads: string, options: InstallOptions) {
  const voice = findCatalogueVoice(key);
  if (!voice) throw new InstallError(`"${key}" is not in the catalogue`);
  const base = (options.baseUrl ?? PIPER_VOICES_URL).replace(/\/$/, "");
  const list = await officialList(base, options);
  const files = (list[key] as { files?: Record<string, unknown> } | undefined)?.files ?? {};
  const model = officialFile(files[voice.path]);
  const config = officialFile(files[`${voice.path}.json`]);
  if (!model || !config) throw new InstallError(`Piper's voice list has no files for ${key}`);
  const licence = (await readCard(modelCardUrl(voice, base), options)) ?? voice.licence;
  if (options.commercialOnly && (voice.nonCommercial || isNonCommercial(licence)))
    throw new InstallError(
      `${key} is not installed as a default: its data is non-commercial`,
      "refused",
    );
  const onnx = await download(
    `${base}/${voice.path}`,
    path.join(downloads, FILES.model),
    model,
    options,
  );
  const json = await download(
    `${base}/${voice.path}.json`,
    path.join(downloads, FILES.config),
    config,
    options,
  );
  const names = { onnx: `${base}/${voice.path}`, config: `${base}/${voice.path}.json` };
  return { onnx, json, names, labels: { ...labelsOf(voice), licence } };
}

async function download(
  url: string,
  dest: string,
  expected: Expected | undefined,
  options: InstallOptions,
) {
  try {
    await downloadFile(url, dest, {
      ...(expected ? { expected } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  } catch (error) {
    if (error instanceof DownloadError) throw new InstallError(error.message);
    if (options.signal?.aborted) throw error;
    // A dropped connection: what arrived is kept for the next attempt to resume.
    throw new InstallError(
      `could not download ${url} (${networkReason(error)}); run it again to resume`,
    );
  }
  return dest;
}

async function localPair(source: string): Promise<{ onnx: string; json: string }> {
  const stat = await fs.stat(source).catch(() => null);
  if (!stat) throw new InstallError(`${source} does not exist`);
  let onnx = source;
  if (stat.isDirectory()) {
    const models = (await fs.readdir(source)).filter((f) => f.endsWith(".onnx"));
    if (models.length !== 1) {
      throw new InstallError(`${source} must hold exactly one .onnx file (found ${models.length})`);
    }
    onnx = path.join(source, models[0] ?? "");
  } else if (!source.endsWith(".onnx")) {
    throw new InstallError(`${source} is not a .onnx file`);
  }
  const json = `${onnx}.json`;
  if (!(await fs.stat(json).catch(() => null))) {
    throw new InstallError(`${json} is missing: Piper voices come as a .onnx with its .onnx.json`);
  }
  return { onnx, json };
}

/** The voice's key: Piper's file name without ".onnx" ("en_US-lessac-medium"). */
function keyOf(onnxName: string): string {
  const key = path.basename(onnxName).replace(/\.onnx$/, "");
  // A leading dot would hide the folder from the engine's scan and from removal.
  if (!/^[\w.-]+$/.test(key) || key.startsWith(".")) {
    throw new InstallError(`"${key}" is not a usable voice name`);
  }
  return key;
}

// Only a URL's path is percent-encoded: a local "100%" is a file name as it stands.
function urlPathOf(source: string): string {
  try {
    return decodeURIComponent(new URL(source).pathname);
  } catch {
    throw new InstallError(`${source} is not a usable address`);
  }
}

export async function installVoice(
  source: string,
  options: InstallOptions,
): Promise<InstalledVoiceInfo> {
  const voicesDir = options.voicesDir;
  await fs.mkdir(voicesDir, { recursive: true });
  const isUrl = /^https?:\/\//.test(source);
  const catalogue = findCatalogueVoice(source);
  const key = catalogue ? catalogue.key : keyOf(isUrl ? urlPathOf(source) : source);
  if (!catalogue && !isUrl && !source.includes("/") && !source.endsWith(".onnx")) {
    throw new InstallError(`"${source}" is neither a catalogue voice, a file, a folder nor a URL`);
  }
  await removeStaleFolders(voicesDir);
  const unlock = await lockInstall(voicesDir, key);
  try {
    return await installLocked(source, key, catalogue, isUrl, options);
  } finally {
    await unlock();
  }
}

async function installLocked(
  source: string,
  key: string,
  catalogue: CatalogueVoice | undefined,
  isUrl: boolean,
  options: InstallOptions,
): Promise<InstalledVoiceInfo> {
  const { voicesDir } = options;
  if (await fs.stat(path.join(voicesDir, key)).catch(() => null)) throw alreadyInstalled(key);
  // Downloads survive a failed attempt so the next one resumes; they go once the voice is in.
  const downloads = path.join(voicesDir, ".downloads", key);
  if (catalogue || isUrl) await fs.mkdir(downloads, { recursive: true });
  let files: {
    onnx: string;
    json: string;
    names?: { onnx: string; config: string };
    labels?: Labels;
  };
  if (catalogue) files = await fromCatalogue(key, downloads, options);
  else if (isUrl) {
    const url = new URL(source);
    if (!url.pathname.endsWith(".onnx"))
      throw new InstallError(`${source} does not name a .onnx file`);
    // Beside the model means the same path plus ".json", its query (?download=true) kept.
    const configUrl = new URL(source);
    configUrl.pathname += ".json";
    const config = configUrl.href;
    const onnx = await download(source, path.join(downloads, FILES.model), undefined, options);
    const json = await download(config, path.join(downloads, FILES.config), undefined, options);
    files = { onnx, json, names: { onnx: source, config } };
  } else {
    files = await localPair(source);
  }
  // A catalogue voice fetched by hand or from a mirror still gets our labels.
  const known = findCatalogueVoice(key);
  if (!files.labels && known) files.labels = labelsOf(known);
  const espeakData = options.espeakData === undefined ? findEspeakData() : options.espeakData;
  // Complete downloads that turn out unusable are not kept: the next attempt fetches afresh.
  const prepared = await prepareVoice({
    key,
    source,
    voicesDir,
    onnxPath: files.onnx,
    configPath: files.json,
    ...(files.names ? { names: files.names } : {}),
    espeakData,
    ...(files.labels ? { labels: files.labels } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  }).finally(() => fs.rm(downloads, { recursive: true, force: true }));
  return { id: `${VOICE_PREFIX}${key}`, ...prepared };
}

/** Deletes an installed voice's folder; false when there is none. */
export async function removeVoice(idOrKey: string, voicesDir: string): Promise<boolean> {
  const key = idOrKey.startsWith(VOICE_PREFIX) ? idOrKey.slice(VOICE_PREFIX.length) : idOrKey;
  if (!/^[\w.-]+$/.test(key) || key.startsWith(".")) return false;
  const dir = path.join(voicesDir, key);
  if (!(await fs.stat(dir).catch(() => null))) return false;
  // Renamed first so the engine never sees a half-deleted folder.
  const doomed = path.join(voicesDir, `.removing-${key}-${process.pid}-${Date.now()}`);
  await fs.rename(dir, doomed);
  await fs.rm(doomed, { recursive: true, force: true });
  return true;
}
