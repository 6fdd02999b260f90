// `npm start` (run-ts.mjs --production) lets the server collect its start's garbage at once
// (src/server/heap.ts): Node is started with --expose-gc. Other scripts run without it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function gcIn(flags: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-run-ts-"));
  const probe = path.join(dir, "probe.ts");
  fs.writeFileSync(probe, "console.log(typeof (globalThis as { gc?: unknown }).gc);\n");
  try {
    return execFileSync(process.execPath, ["scripts/run-ts.mjs", ...flags, probe], {
      cwd: root,
      encoding: "utf8",
    }).trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it("starts a production entry with the garbage collector exposed, and other entries without", () => {
  expect(gcIn(["--production"])).toBe("function");
  expect(gcIn([])).toBe("undefined");
});
