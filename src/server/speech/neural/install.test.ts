import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type FakeServer, startFakeServer } from "../../../../tests/fakes/http.ts";
import {
  requireEspeakData,
  voicesCli,
  writeTinyPiperVoice,
} from "../../../../tests/helpers/piper-model.ts";
import { findCatalogueVoice } from "./catalogue.ts";
import type { InstallProgress } from "./download.ts";
import { InstallError, installVoice } from "./install.ts";
import { readOnnx } from "./onnx.ts";
import { REQUIRED_METADATA } from "./piper-config.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-voices-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const fresh = () => path.join(tmp, `case-${++n}`);

describe("npm run voices:add from local files", () => {
  it("installs Piper's .onnx + .onnx.json with tokens and sherpa-onnx's metadata", async () => {
    const dir = fresh();
    const onnx = writeTinyPiperVoice(path.join(dir, "src"), "en_US-tiny-x_low");
    const run = await voicesCli("add", [onnx], path.join(dir, "data"));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("neural:en_US-tiny-x_low");
    const voice = path.join(dir, "data", "voices", "en_US-tiny-x_low");
    const model = readOnnx(new Uint8Array(fs.readFileSync(path.join(voice, "model.onnx"))));
    expect(Object.keys(model.metadata).sort()).toEqual([...REQUIRED_METADATA].sort());
    expect(model.metadata).toMatchObject({
      comment: "piper",
      voice: "en-us",
      sample_rate: "16000",
    });
    const tokens = fs.readFileSync(path.join(voice, "tokens.txt"), "utf8").split("\n");
    expect(tokens).toContain("_ 0");
    expect(tokens).toContain("  3");
    const listed = await voicesCli("list", [], path.join(dir, "data"));
    expect(listed.stdout).toContain("neural:en_US-tiny-x_low");
  });

  it("installs from a folder holding the pair, and refuses a second install of the same voice", async () => {
    const dir = fresh();
    writeTinyPiperVoice(path.join(dir, "src"), "en_US-folder-x_low");
    const data = path.join(dir, "data");
    expect((await voicesCli("add", [path.join(dir, "src")], data)).code).toBe(0);
    const again = await voicesCli("add", [path.join(dir, "src")], data);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already installed");
  });

  it("refuses a truncated model, naming the file, and installs nothing", async () => {
    const dir = fresh();
    const onnx = writeTinyPiperVoice(path.join(dir, "src"), "en_US-cut-x_low");
    const bytes = fs.readFileSync(onnx);
    fs.writeFileSync(onnx, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const run = await voicesCli("add", [onnx], path.join(dir, "data"));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${onnx} is not a complete ONNX model`);
    expect(
      fs.readdirSync(path.join(dir, "data", "voices")).filter((f) => !f.startsWith(".")),
    ).toEqual([]);
  });

  it("refuses a file that is not ONNX at all, and a graph without Piper's inputs", async () => {
    const dir = fresh();
    const junk = writeTinyPiperVoice(path.join(dir, "src"), "en_US-junk-x_low");
    fs.writeFileSync(junk, "<html>Not found</html>");
    const wrong = writeTinyPiperVoice(path.join(dir, "src"), "en_US-wrong-x_low", {
      inputs: ["tokens", "input_lengths", "scales"],
    });
    const data = path.join(dir, "data");
    const a = await voicesCli("add", [junk], data);
    expect(a.code).toBe(1);
    expect(a.stderr).toContain(junk);
    const b = await voicesCli("add", [wrong], data);
    expect(b.code).toBe(1);
    expect(b.stderr).toContain(`${wrong} is not a Piper voice`);
  });

  it("refuses a model without its .onnx.json, and a config that is not Piper's", async () => {
    const dir = fresh();
    const onnx = writeTinyPiperVoice(path.join(dir, "src"), "en_US-alone-x_low");
    fs.rmSync(`${onnx}.json`);
    const data = path.join(dir, "data");
    const a = await voicesCli("add", [onnx], data);
    expect(a.code).toBe(1);
    expect(a.stderr).toContain(`${onnx}.json is missing`);
    fs.writeFileSync(`${onnx}.json`, JSON.stringify({ audio: { sample_rate: 22050 } }));
    const b = await voicesCli("add", [onnx], data);
    expect(b.code).toBe(1);
    expect(b.stderr).toContain(`${onnx}.json is not a Piper voice config`);
  });

  it("without eSpeak's data, installs the files and says how to get the data", async () => {
    const dir = fresh();
    const onnx = writeTinyPiperVoice(path.join(dir, "src"), "en_US-early-x_low");
    const voice = await installVoice(onnx, {
      voicesDir: path.join(dir, "voices"),
      espeakData: null,
    });
    expect(voice.warning).toContain("apt-get install espeak-ng-data");
    expect(fs.existsSync(path.join(voice.dir, "tokens.txt"))).toBe(true);
  });

  it("refuses a voice whose eSpeak voice the data does not have", async () => {
    const dir = fresh();
    const onnx = writeTinyPiperVoice(path.join(dir, "src"), "xx_XX-odd-x_low", {
      espeakVoice: "xx-nowhere",
    });
    const run = await voicesCli("add", [onnx], path.join(dir, "data"));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('eSpeak voice "xx-nowhere"');
  });
});

// Piper's official layout on a local server: voices.json beside the voices, as on Hugging Face.
const KEY = "en_US-lessac-medium";
const entry = findCatalogueVoice(KEY);
if (!entry) throw new Error("catalogue lost its first voice");

function officialFiles(dir: string, md5Override?: string) {
  const onnx = writeTinyPiperVoice(dir, KEY);
  const model = fs.readFileSync(onnx);
  const config = fs.readFileSync(`${onnx}.json`);
  const md5 = (b: Buffer) => createHash("md5").update(b).digest("hex");
  const list = {
    [KEY]: {
      key: KEY,
      files: {
        [entry?.path ?? ""]: { size_bytes: model.length, md5_digest: md5Override ?? md5(model) },
        [`${entry?.path}.json`]: { size_bytes: config.length, md5_digest: md5(config) },
      },
    },
  };
  return { model, config, list };
}

type Serve = (
  range: string | undefined,
  res: import("node:http").ServerResponse,
) => void | Promise<void>;

async function piperServer(files: ReturnType<typeof officialFiles>, serveModel?: Serve) {
  return startFakeServer((req, res) => {
    if (req.path === "/voices.json") return void res.end(JSON.stringify(files.list));
    if (req.path === `/${entry?.path}.json`) return void res.end(files.config);
    if (req.path === `/${entry?.path}`) {
      if (serveModel) return serveModel(req.headers.range, res);
      return void res.writeHead(200, { "content-length": files.model.length }).end(files.model);
    }
    res.writeHead(404).end();
  });
}

const servers: FakeServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

describe("installVoice from Piper's official voices", () => {
  it("downloads a catalogue voice with progress and checks it against voices.json", async () => {
    const dir = fresh();
    const server = await piperServer(officialFiles(path.join(dir, "origin")));
    servers.push(server);
    const phases: InstallProgress[] = [];
    const voicesDir = path.join(dir, "voices");
    const voice = await installVoice(KEY, {
      voicesDir,
      baseUrl: server.url,
      onProgress: (p) => phases.push(p),
    });
    expect(voice).toMatchObject({ id: `neural:${KEY}`, name: "Lessac" });
    expect(new Set(phases.map((p) => p.phase))).toEqual(new Set(["download", "verify", "prepare"]));
    const last = phases.filter((p) => p.phase === "download").at(-1);
    expect(last?.receivedBytes).toBe(last?.totalBytes);
    const manifest = JSON.parse(fs.readFileSync(path.join(voicesDir, KEY, "voice.json"), "utf8"));
    expect(manifest).toMatchObject({ gender: "female", accent: "American", language: "en-US" });
    expect(fs.existsSync(path.join(voicesDir, ".downloads", KEY))).toBe(false);
  });

  it("deletes and reports a download whose MD5 is not the official one", async () => {
    const dir = fresh();
    const server = await piperServer(officialFiles(path.join(dir, "origin"), "0".repeat(32)));
    servers.push(server);
    const voicesDir = path.join(dir, "voices");
    const error = await installVoice(KEY, { voicesDir, baseUrl: server.url }).catch((e) => e);
    expect(error).toBeInstanceOf(InstallError);
    expect(error.message).toContain("the official list says 00000000");
    expect(fs.readdirSync(path.join(voicesDir, ".downloads", KEY))).toEqual([]);
    expect(fs.existsSync(path.join(voicesDir, KEY))).toBe(false);
  });

  it("resumes a cut download from where it stopped with a Range request", async () => {
    const dir = fresh();
    const files = officialFiles(path.join(dir, "origin"));
    const half = Math.floor(files.model.length / 2);
    const ranges: (string | undefined)[] = [];
    const voicesDir = path.join(dir, "voices");
    const part = path.join(voicesDir, ".downloads", KEY, "model.onnx.part");
    const server = await piperServer(files, async (range, res) => {
      ranges.push(range);
      if (!range) {
        // The connection drops half way, once the client has written the first half.
        res.writeHead(200, { "content-length": files.model.length });
        res.write(files.model.subarray(0, half));
        await vi.waitFor(() => expect(fs.statSync(part).size).toBe(half), { timeout: 10_000 });
        res.destroy();
        return;
      }
      const from = Number(/bytes=(\d+)-/.exec(range)?.[1]);
      res
        .writeHead(206, {
          "content-length": files.model.length - from,
          "content-range": `bytes ${from}-${files.model.length - 1}/${files.model.length}`,
        })
        .end(files.model.subarray(from));
    });
    servers.push(server);
    await expect(installVoice(KEY, { voicesDir, baseUrl: server.url })).rejects.toThrow();
    expect(fs.statSync(part).size).toBe(half);
    await installVoice(KEY, { voicesDir, baseUrl: server.url });
    expect(ranges).toEqual([undefined, `bytes=${half}-`]);
    expect(fs.existsSync(path.join(voicesDir, KEY, "model.onnx"))).toBe(true);
  });

  it("starts again from zero when the server ignores the Range request", async () => {
    const dir = fresh();
    const files = officialFiles(path.join(dir, "origin"));
    const server = await piperServer(files, (_range, res) => {
      res.writeHead(200, { "content-length": files.model.length }).end(files.model);
    });
    servers.push(server);
    const voicesDir = path.join(dir, "voices");
    const part = path.join(voicesDir, ".downloads", KEY, "model.onnx.part");
    fs.mkdirSync(path.dirname(part), { recursive: true });
    fs.writeFileSync(part, files.model.subarray(0, 100));
    await installVoice(KEY, { voicesDir, baseUrl: server.url });
    const installed = readOnnx(
      new Uint8Array(fs.readFileSync(path.join(voicesDir, KEY, "model.onnx"))),
    );
    expect(installed.inputs).toEqual(["input", "input_lengths", "scales"]);
  });

  it("installs from an https-style URL with the .onnx.json beside it", async () => {
    const dir = fresh();
    const files = officialFiles(path.join(dir, "origin"));
    const server = await piperServer(files);
    servers.push(server);
    const voicesDir = path.join(dir, "voices");
    const voice = await installVoice(`${server.url}/${entry.path}`, { voicesDir });
    expect(voice.id).toBe(`neural:${KEY}`);
    // Not checked against voices.json (a URL names no catalogue entry), but labelled as one.
    expect(server.requests.map((r) => r.path)).not.toContain("/voices.json");
    expect(voice.name).toBe("Lessac");
  });
});
