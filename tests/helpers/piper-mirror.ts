// A local mirror of Piper's official voices (NEURAL_VOICES_URL) for tests that must never reach
// the real one: voices.json with each file's size and MD5, the tiny voices in Piper's folder
// layout, and a MODEL_CARD beside each.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { findCatalogueVoice } from "../../src/server/speech/neural/catalogue.ts";
import { type FakeServer, startFakeServer } from "../fakes/http.ts";
import { writeTinyPiperVoice } from "./piper-model.ts";

export interface MirrorOptions {
  /** A MODEL_CARD's dataset licence per voice ("CC BY 4.0" when not named). */
  licences?: Record<string, string>;
  /** Voices listed in voices.json without their files. */
  withoutFiles?: string[];
  /** Voices whose published MD5 is not their model's. */
  wrongChecksum?: string[];
  /** Voices whose config is for another language than their name. */
  wrongLanguage?: string[];
  /** Held until the promise settles: a model download in progress. */
  holdModels?: Promise<void>;
}

export interface PiperMirror extends FakeServer {
  /** How many times each voice's model was downloaded. */
  modelDownloads(key: string): number;
}

const md5 = (b: Uint8Array) => createHash("md5").update(b).digest("hex");

export async function startPiperMirror(
  dir: string,
  keys: readonly string[],
  options: MirrorOptions = {},
): Promise<PiperMirror> {
  const files = new Map<string, Buffer>();
  const list: Record<string, unknown> = {};
  for (const key of keys) {
    const voice = findCatalogueVoice(key);
    if (!voice) throw new Error(`${key} is not in the catalogue`);
    const language = options.wrongLanguage?.includes(key) ? { language: "en_US" } : {};
    const onnx = writeTinyPiperVoice(path.join(dir, key), key, language);
    const model = fs.readFileSync(onnx);
    const config = fs.readFileSync(`${onnx}.json`);
    const folder = voice.path.slice(0, voice.path.lastIndexOf("/"));
    const card = `# Model card for ${key}\n\n## Dataset\n\n* License: ${options.licences?.[key] ?? "CC BY 4.0"}\n`;
    files.set(`/${voice.path}`, model);
    files.set(`/${voice.path}.json`, config);
    files.set(`/${folder}/MODEL_CARD`, Buffer.from(card));
    const listed = options.withoutFiles?.includes(key)
      ? {}
      : {
          [voice.path]: {
            size_bytes: model.length,
            md5_digest: options.wrongChecksum?.includes(key) ? md5(config) : md5(model),
          },
          [`${voice.path}.json`]: { size_bytes: config.length, md5_digest: md5(config) },
        };
    list[key] = { key, files: listed };
  }
  const server = await startFakeServer(async (req, res) => {
    if (req.path === "/voices.json") return void res.end(JSON.stringify(list));
    const body = files.get(req.path);
    if (!body) return void res.writeHead(404).end();
    if (req.path.endsWith(".onnx") && options.holdModels) await options.holdModels;
    res.writeHead(200, { "content-length": body.length }).end(body);
  });
  return {
    ...server,
    modelDownloads: (key) =>
      server.requests.filter((r) => r.path === `/${findCatalogueVoice(key)?.path}`).length,
  };
}
