import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// A project of its own, its test files written by the test: `crashes` kills its worker the first
// time it runs, as V8's fatal check does, `fails` fails an assertion.
function project(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-test-unit-"));
  dirs.push(dir);
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(dir, "node_modules"));
  fs.writeFileSync(path.join(dir, "vitest.config.mjs"), "export default {};\n");
  for (const [name, body] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), `import fs from "node:fs";\n${body}`);
  }
  const result = spawnSync(
    process.execPath,
    [path.join(repo, "scripts/test-unit.ts"), "--root", dir, "--config", "vitest.config.mjs"],
    { cwd: dir, encoding: "utf8", env: { ...process.env, CRASH_MARKER: path.join(dir, "ran") } },
  );
  return { status: result.status, output: result.stdout + result.stderr, dir };
}

const crashes = `import { expect, test } from "vitest";
test("is killed once", () => {
  if (!fs.existsSync(process.env.CRASH_MARKER)) {
    fs.writeFileSync(process.env.CRASH_MARKER, "");
    process.kill(process.pid, "SIGTRAP");
  }
  expect(1 + 1).toBe(2);
});
`;
const fails = `import { expect, test } from "vitest";
test("fails", () => expect(1 + 1).toBe(3));
`;
const passes = `import { expect, test } from "vitest";
test("passes", () => expect(fs.existsSync(".")).toBe(true));
`;

describe("npm run test:unit", () => {
  it("runs a file whose worker died by SIGTRAP once more, and passes when it then passes", () => {
    const { status, output } = project({ "a.test.mjs": crashes, "b.test.mjs": passes });
    expect(output).toMatch(/V8 ended the worker running .*a\.test\.mjs/);
    expect(output).toContain("The file passed on its second run.");
    expect(status).toBe(0);
  });

  it("runs nothing again when a test also failed: the run fails", () => {
    const { status, output } = project({ "a.test.mjs": crashes, "b.test.mjs": fails });
    expect(output).toContain("SIGTRAP");
    expect(output).not.toContain("V8 ended the worker");
    expect(status).toBe(1);
  });

  it("fails a run whose only problem is a failed test, as vitest does", () => {
    const { status, output } = project({ "b.test.mjs": fails });
    expect(output).not.toContain("V8 ended the worker");
    expect(status).toBe(1);
  });
});
