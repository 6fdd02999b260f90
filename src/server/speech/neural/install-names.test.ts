// A voice's key comes from its file name: refused with an InstallError when no folder could bear
// it, never a crash.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { requireEspeakData, writeTinyPiperVoice } from "../../../../tests/helpers/piper-model.ts";
import { InstallError, installVoice } from "./install.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-install-names-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const voicesDir = path.join(tmp, "voices");

async function refusal(source: string) {
  const error = await installVoice(source, { voicesDir }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InstallError);
  return (error as Error).message;
}

describe("installVoice's voice names", () => {
  it("takes a local file name as it stands: a % is refused as a name, not decoded", async () => {
    const onnx = writeTinyPiperVoice(path.join(tmp, "src"), "en_US-100%-x_low");
    expect(await refusal(onnx)).toBe(`"en_US-100%-x_low" is not a usable voice name`);
  });

  it("refuses a name starting with a dot, which the scan and removal would never see", async () => {
    const onnx = writeTinyPiperVoice(path.join(tmp, "src"), ".hidden");
    expect(await refusal(onnx)).toBe(`".hidden" is not a usable voice name`);
    expect(fs.readdirSync(voicesDir).filter((f) => f.includes("hidden"))).toEqual([]);
  });

  it("refuses a URL whose path is not valid percent-encoding", async () => {
    const source = "https://example.org/v/en_US-%E0%A4-x_low.onnx";
    expect(await refusal(source)).toBe(`${source} is not a usable address`);
  });
});
