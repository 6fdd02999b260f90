// The import check run on small trees of its own: each rule refuses what it should, and a tree
// that keeps them all passes.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "check-boundaries.ts");

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-bounds-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

async function check(root: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [script, root]);
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

describe("the import-boundary check", () => {
  it("passes modules that share a third, and circles made only of `import type`", async () => {
    const root = tree({
      "server/steps.ts": "export const step = 1;\n",
      "server/service.ts": 'import { step } from "./steps.ts";\nimport { s } from "./stream.ts";\n',
      "server/stream.ts":
        'import { step } from "./steps.ts";\nimport type { T } from "./service.ts";\n',
      "web/app/texts.ts": 'export { shellText } from "../lib/shell-text.ts";\n',
      "web/features/studio/page.tsx": 'import { shellText } from "../../lib/shell-text.ts";\n',
      "web/lib/shell-text.ts": "export const shellText = 1;\n",
    });
    expect(await check(root)).toEqual({ ok: true, output: "Import boundaries: ok\n" });
  });

  it("refuses two modules that import each other, directly or round a circle", async () => {
    const root = tree({
      "server/service.ts": 'import { s } from "./stream.ts";\n',
      "server/stream.ts": 'import { b } from "./service.ts";\n',
      "server/a.ts": 'import { b } from "./b.ts";\n',
      "server/b.ts": 'import { c } from "./c.ts";\n',
      "server/c.ts": 'export { a } from "./a.ts";\n',
    });
    const { ok, output } = await check(root);
    expect(ok).toBe(false);
    expect(output).toContain("import cycle:");
    expect(output).toMatch(/service\.ts -> .*stream\.ts|stream\.ts -> .*service\.ts/);
    expect(output).toMatch(/a\.ts -> .*b\.ts -> .*c\.ts/);
  });

  it("refuses a web feature that imports src/web/app", async () => {
    const root = tree({
      "web/app/texts.ts": "export const shellText = 1;\n",
      "web/features/pricing/page.tsx": 'import { shellText } from "../../app/texts.ts";\n',
    });
    const { ok, output } = await check(root);
    expect(ok).toBe(false);
    expect(output).toContain("web feature pricing must not import src/web/app");
  });
});
