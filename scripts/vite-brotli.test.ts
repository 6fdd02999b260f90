import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { writeBrotliFiles } from "./vite-brotli.ts";

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function built(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-brotli-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("Brotli forms of the built files", () => {
  const script = `export const words = ${JSON.stringify("lorem ipsum ".repeat(400))};`;

  it("writes the .br of each script and stylesheet, which decompresses to the file, smaller", () => {
    const out = built({
      "assets/a.js": script,
      "assets/a.css": `body{color:red}${" ".repeat(2000)}`,
    });
    expect(writeBrotliFiles(out, ["assets/a.js", "assets/a.css"])).toEqual([
      "assets/a.js.br",
      "assets/a.css.br",
    ]);
    const br = fs.readFileSync(path.join(out, "assets/a.js.br"));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });

  it("leaves files under 1 KB, fonts and the HTML as they are", () => {
    const out = built({
      "assets/tiny.js": "export{}",
      "assets/face.woff2": "x".repeat(4000),
      "index.html": `<p>${"x".repeat(4000)}</p>`,
    });
    expect(writeBrotliFiles(out, ["assets/tiny.js", "assets/face.woff2", "index.html"])).toEqual(
      [],
    );
    expect(fs.readdirSync(path.join(out, "assets")).sort()).toEqual(["face.woff2", "tiny.js"]);
  });
});
