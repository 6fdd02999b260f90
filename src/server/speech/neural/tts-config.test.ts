import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cpuProvider, ttsConfig } from "./tts-config.ts";

describe("the voices' onnxruntime settings", () => {
  it("gives sherpa-onnx the session options file, without memory patterns", () => {
    const { provider } = ttsConfig({ dir: "/voices/x" }, "/espeak", 1).model;
    expect(provider).toMatch(/^cpu:\/.*onnxruntime\.conf$/);
    const options = fs.readFileSync(provider?.slice("cpu:".length) ?? "", "utf8");
    expect(options).toMatch(/^EnableMemPattern=0$/m);
  });

  it("runs on onnxruntime's defaults when the options file is missing, not ending the process", () => {
    expect(cpuProvider(path.join(os.tmpdir(), "awaaz-no-such-file.conf"))).toBe("cpu");
  });
});
