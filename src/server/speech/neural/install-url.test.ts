// Installing from an address: the config is fetched beside the model, and a refusal names the
// address the operator gave.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type FakeServer, startFakeServer } from "../../../../tests/fakes/http.ts";
import { requireEspeakData, writeTinyPiperVoice } from "../../../../tests/helpers/piper-model.ts";
import { InstallError, installVoice } from "./install.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-install-url-"));
const servers: FakeServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function serveVoice(name: string, config?: string) {
  const onnx = writeTinyPiperVoice(path.join(tmp, "origin"), name);
  const model = fs.readFileSync(onnx);
  const json = config ?? fs.readFileSync(`${onnx}.json`, "utf8");
  const server = await startFakeServer((req, res) => {
    if (req.path === `/v/${name}.onnx`) return void res.end(model);
    if (req.path === `/v/${name}.onnx.json`) return void res.end(json);
    res.writeHead(404).end();
  });
  servers.push(server);
  return server;
}

describe("installVoice from a URL", () => {
  it("keeps a query string on the config's address (Hugging Face's ?download=true)", async () => {
    const server = await serveVoice("en_US-query-x_low");
    const voicesDir = path.join(tmp, "query");
    const voice = await installVoice(`${server.url}/v/en_US-query-x_low.onnx?download=true`, {
      voicesDir,
    });
    expect(voice.id).toBe("neural:en_US-query-x_low");
    expect(server.requests.map((r) => `${r.path}?${r.query.toString()}`)).toEqual([
      "/v/en_US-query-x_low.onnx?download=true",
      "/v/en_US-query-x_low.onnx.json?download=true",
    ]);
  });

  it("names the config's address, not its download file, when it is refused", async () => {
    const server = await serveVoice("en_US-badcfg-x_low", "{}");
    const voicesDir = path.join(tmp, "badcfg");
    const source = `${server.url}/v/en_US-badcfg-x_low.onnx`;
    const error = await installVoice(source, { voicesDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InstallError);
    expect((error as Error).message).toMatch(new RegExp(`^${source}\\.json `));
    expect((error as Error).message).not.toContain(".downloads");
  });
});
