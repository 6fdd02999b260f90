// What an interrupted install leaves behind: a model downloaded whole is not fetched again, and
// the half-done folders of a killed process are deleted.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type FakeServer, startFakeServer } from "../../../../tests/fakes/http.ts";
import { requireEspeakData, writeTinyPiperVoice } from "../../../../tests/helpers/piper-model.ts";
import { findCatalogueVoice } from "./catalogue.ts";
import { createNeuralEngine } from "./engine.ts";
import { InstallError, installVoice } from "./install.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-install-retry-"));
const servers: FakeServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  fs.rmSync(tmp, { recursive: true, force: true });
});
const KEY = "en_US-lessac-medium";
const entry = findCatalogueVoice(KEY);
const md5 = (b: Buffer) => createHash("md5").update(b).digest("hex");
const logger = { info: () => {}, warn: () => {}, error: () => {} };

describe("a retried install", () => {
  it("keeps a model downloaded whole when only its config failed", async () => {
    const onnx = writeTinyPiperVoice(path.join(tmp, "origin"), KEY);
    const model = fs.readFileSync(onnx);
    const config = fs.readFileSync(`${onnx}.json`);
    const file = (b: Buffer) => ({ size_bytes: b.length, md5_digest: md5(b) });
    const list = {
      [KEY]: { files: { [`${entry?.path}`]: file(model), [`${entry?.path}.json`]: file(config) } },
    };
    let configUp = false;
    const server = await startFakeServer((req, res) => {
      if (req.path === "/voices.json") return void res.end(JSON.stringify(list));
      if (req.path === `/${entry?.path}.json`) {
        return configUp ? void res.end(config) : void res.writeHead(503).end();
      }
      if (req.path === `/${entry?.path}`) return void res.end(model);
      res.writeHead(404).end();
    });
    servers.push(server);
    const voicesDir = path.join(tmp, "retry");
    const options = { voicesDir, baseUrl: server.url };
    await expect(installVoice(KEY, options)).rejects.toBeInstanceOf(InstallError);
    configUp = true;
    await installVoice(KEY, options);
    const asked = server.requests.map((r) => r.path).filter((p) => p === `/${entry?.path}`);
    expect(asked).toHaveLength(1);
    expect(fs.readdirSync(path.join(voicesDir, KEY)).sort()).toContain("model.onnx");
  });
});

describe("half-done folders", () => {
  function leave(voicesDir: string) {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    const names = {
      install: `.install-en_US-a-x_low-${dead}-1`,
      removing: `.removing-en_US-b-x_low-${dead}-2`,
      running: `.install-en_US-c-x_low-${process.pid}-3`,
      // Maybe another machine's, on a shared VOICES_DIR: not touched within the hour.
      recent: `.install-en_US-d-x_low-${dead}-${Date.now()}`,
    };
    for (const name of Object.values(names)) {
      fs.mkdirSync(path.join(voicesDir, name, "x"), { recursive: true });
    }
    return names;
  }

  it("of a process that died are deleted at the next install, a running one's kept", async () => {
    const voicesDir = path.join(tmp, "at-install");
    const names = leave(voicesDir);
    const onnx = writeTinyPiperVoice(path.join(tmp, "src"), "en_US-next-x_low");
    await installVoice(onnx, { voicesDir });
    expect(fs.readdirSync(voicesDir).sort()).toEqual(
      [names.running, names.recent, "en_US-next-x_low"].sort(),
    );
  });

  it("of a process that died are deleted when the engine starts", async () => {
    const voicesDir = path.join(tmp, "at-start");
    const names = leave(voicesDir);
    const engine = createNeuralEngine({ voicesDir }, logger);
    await vi.waitFor(() =>
      expect(fs.readdirSync(voicesDir).sort()).toEqual([names.running, names.recent].sort()),
    );
    await engine.close?.();
  });
});
