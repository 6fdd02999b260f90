// Two installs of one voice at once: one installs it, the other is refused with a clear message.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  requireEspeakData,
  voicesCli,
  writeTinyPiperVoice,
} from "../../../../tests/helpers/piper-model.ts";
import { InstallError, installVoice } from "./install.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-install-lock-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const fresh = () => path.join(tmp, `case-${++n}`);
const KEY = "en_US-twice-x_low";

describe("installing one voice twice at once", () => {
  it("in one process: one install, one refusal, no lock left", async () => {
    const dir = fresh();
    const voicesDir = path.join(dir, "voices");
    const onnx = writeTinyPiperVoice(path.join(dir, "src"), KEY);
    const results = await Promise.allSettled([
      installVoice(onnx, { voicesDir }),
      installVoice(onnx, { voicesDir }),
    ]);
    const done = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(InstallError);
    expect(refused[0].message).toBe(`${KEY} is being installed already; wait for it to finish`);
    expect(fs.readdirSync(voicesDir).sort()).toEqual([KEY]);
  });

  it("from two voices:add: one installs, the other says why it did not", async () => {
    const dir = fresh();
    const onnx = writeTinyPiperVoice(path.join(dir, "src"), KEY);
    const runs = await Promise.all([voicesCli("add", [onnx], dir), voicesCli("add", [onnx], dir)]);
    expect(runs.map((r) => r.code).sort()).toEqual([0, 1]);
    const refused = runs.find((r) => r.code === 1);
    // Which one depends on how far the first got when the second started.
    expect(refused?.stderr.trim()).toMatch(
      new RegExp(
        `^Could not install .*: ${KEY} is (being installed by another process \\(pid \\d+\\); wait for it to finish|already installed)`,
      ),
    );
    expect(fs.readdirSync(path.join(dir, "voices")).sort()).toEqual([KEY]);
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = fresh();
    const voicesDir = path.join(dir, "voices");
    fs.mkdirSync(voicesDir, { recursive: true });
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.writeFileSync(path.join(voicesDir, `.lock-${KEY}`), String(dead));
    const voice = await installVoice(writeTinyPiperVoice(path.join(dir, "src"), KEY), {
      voicesDir,
    });
    expect(voice.id).toBe(`neural:${KEY}`);
    expect(fs.readdirSync(voicesDir).sort()).toEqual([KEY]);
  });

  it("leaves another machine's lock alone, its pid being unknown here", async () => {
    const dir = fresh();
    const voicesDir = path.join(dir, "voices");
    fs.mkdirSync(voicesDir, { recursive: true });
    const lock = path.join(voicesDir, `.lock-${KEY}`);
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.writeFileSync(lock, `${dead} other-machine`);
    const onnx = writeTinyPiperVoice(path.join(dir, "src"), KEY);
    await expect(installVoice(onnx, { voicesDir })).rejects.toThrow(
      `${KEY} is being installed on other-machine (pid ${dead}; if it is not, delete ${lock}); wait for it to finish`,
    );
    expect(fs.readdirSync(voicesDir)).toEqual([`.lock-${KEY}`]);
  });

  it("says the voice is already installed when its folder appears before the final move", async () => {
    const dir = fresh();
    const voicesDir = path.join(dir, "voices");
    const onnx = writeTinyPiperVoice(path.join(dir, "src"), KEY);
    const error = await installVoice(onnx, {
      voicesDir,
      // Once the staging folder is written: a folder of that name, put there by hand.
      onProgress: (p) => {
        if (p.phase === "prepare" && p.receivedBytes > 0) {
          fs.mkdirSync(path.join(voicesDir, KEY, "x"), { recursive: true });
        }
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InstallError);
    expect((error as Error).message).toMatch(new RegExp(`^${KEY} is already installed`));
  });
});
