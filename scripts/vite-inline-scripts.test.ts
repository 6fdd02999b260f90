import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineMarkedScripts } from "./vite-inline-scripts.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-inline-"));
const htmlFile = path.join(dir, "index.html");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("inline scripts in index.html", () => {
  it("puts a marked script's code in the page and leaves the others as they are", () => {
    fs.writeFileSync(path.join(dir, "theme.js"), "\n(() => setTheme())();\n");
    const html =
      '<head><script data-inline src="./theme.js"></script></head>' +
      '<body><script type="module" src="./main.tsx"></script></body>';
    expect(inlineMarkedScripts(html, htmlFile)).toBe(
      "<head><script>(() => setTheme())();</script></head>" +
        '<body><script type="module" src="./main.tsx"></script></body>',
    );
  });

  it("refuses a script whose code would end the element early", () => {
    fs.writeFileSync(path.join(dir, "bad.js"), 'const s = "</script>";');
    expect(() =>
      inlineMarkedScripts('<script data-inline src="./bad.js"></script>', htmlFile),
    ).toThrow(/bad\.js cannot be inlined/);
  });

  it("inlines the app's own theme script", () => {
    const index = path.resolve(import.meta.dirname, "../src/web/index.html");
    const page = inlineMarkedScripts(fs.readFileSync(index, "utf8"), index);
    expect(page).not.toContain("data-inline");
    expect(page).toContain('localStorage.getItem("theme")');
  });
});
