import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunk } from "../tests/helpers/build-chunks.ts";
import { catalogueModules, fontFaceFiles, localePreloads } from "./vite-locale-preloads.ts";

const repo = path.resolve(import.meta.dirname, "..");
const localeFile = path.join(repo, "src/web/lib/locale.ts");
const stylesheet = path.join(repo, "src/web/styles.css");

const asset = (fileName: string, original: string) => ({
  type: "asset" as const,
  fileName,
  originalFileNames: [original],
});

describe("locale preloads", () => {
  it("reads the catalogue each on-demand language loads from the web app's locale.ts", () => {
    const modules = catalogueModules(fs.readFileSync(localeFile, "utf8"), localeFile);
    expect(Object.fromEntries(modules)).toEqual({
      ur: path.join(repo, "src/domain/i18n/ur/index.ts"),
    });
    for (const module of modules.values()) expect(fs.existsSync(module)).toBe(true);
  });

  it("reads the file of Nastaliq's face from the stylesheet, and no other family's", () => {
    const css = fs.readFileSync(stylesheet, "utf8");
    const files = fontFaceFiles(css, stylesheet, "Noto Nastaliq Urdu");
    expect(files.map((f) => path.basename(f))).toEqual(["noto-nastaliq-urdu-400.woff2"]);
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
    const other = `@font-face { font-family: 'Other'; src: url(./other.woff2) format("woff2"); }
      @font-face { font-family: Mine; src: url("./a.woff2"), url(b.woff) format("woff"); }`;
    expect(fontFaceFiles(other, "/web/styles.css", "Mine")).toEqual([
      "/web/a.woff2",
      "/web/b.woff",
    ]);
  });

  it("lists the catalogue's chunks, less the entry's, then the language's built WOFF2 fonts", () => {
    const chunks = [
      chunk("assets/index.js", ["assets/vendor.js"], "/repo/src/web/main.tsx"),
      chunk("assets/vendor.js", []),
      chunk("assets/ur.js", ["assets/plurals.js", "assets/vendor.js"], "/repo/src/i18n/ur.ts"),
      chunk("assets/plurals.js", []),
      chunk("assets/pricing.js", [], "/repo/src/web/pricing.tsx"),
    ];
    const assets = [
      asset("assets/nastaliq-400-a1.woff2", "../../node_modules/f/nastaliq-400.woff2"),
      asset("assets/nastaliq-700-b2.woff2", "../../node_modules/f/nastaliq-700.woff2"),
      asset("assets/nastaliq-400-d4.woff", "../../node_modules/f/nastaliq-400.woff"),
      asset("assets/logo-c3.svg", "logo.svg"),
    ];
    const preloads = localePreloads(
      new Map([["ur", "/repo/src/i18n/ur.ts"]]),
      new Map([
        [
          "ur",
          [
            "/repo/node_modules/f/nastaliq-400.woff2",
            "/repo/node_modules/f/nastaliq-700.woff2",
            "/repo/node_modules/f/nastaliq-400.woff",
          ],
        ],
      ]),
      { chunks, assets, root: "/repo/src/web" },
    );
    expect(preloads).toEqual({
      ur: [
        "/assets/ur.js",
        "/assets/plurals.js",
        "/assets/nastaliq-400-a1.woff2",
        "/assets/nastaliq-700-b2.woff2",
      ],
    });
  });

  it("finds the face when node_modules is a link: Vite names the real file", () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "locale-preloads-")));
    try {
      const face = path.join(dir, "store", "f", "nastaliq.woff2");
      fs.mkdirSync(path.dirname(face), { recursive: true });
      fs.writeFileSync(face, "");
      const app = path.join(dir, "app");
      fs.mkdirSync(path.join(app, "src"), { recursive: true });
      fs.symlinkSync(path.join(dir, "store"), path.join(app, "node_modules"));
      const root = path.join(app, "src");
      const preloads = localePreloads(
        new Map([["ur", "/nowhere/ur.ts"]]),
        // The stylesheet's url(), through the link.
        new Map([["ur", [path.join(app, "node_modules", "f", "nastaliq.woff2")]]]),
        {
          chunks: [],
          assets: [asset("assets/nastaliq-a1.woff2", path.relative(root, face))],
          root,
        },
      );
      expect(preloads).toEqual({ ur: ["/assets/nastaliq-a1.woff2"] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
