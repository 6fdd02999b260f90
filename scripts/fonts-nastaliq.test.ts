import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import ur from "../src/domain/i18n/ur/index.ts";
import { covers, FACE, SOURCE, subsetNastaliq, unicodeRange } from "./fonts-nastaliq.ts";

// The Arabic script's blocks: a character in them drawn by another face than its word's breaks
// the joined letters apart.
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/u;

describe("the Urdu face", () => {
  it("is what npm run fonts:nastaliq makes from the font package, and about half its size", async () => {
    const face = fs.readFileSync(FACE);
    expect(Buffer.compare(face, await subsetNastaliq())).toBe(0);
    expect(face.length).toBeLessThan(fs.statSync(SOURCE).size * 0.6);
  });

  it("keeps every Arabic-script character of the Urdu interface", () => {
    const used = [...new Set(JSON.stringify(ur))].filter((c) => ARABIC_SCRIPT.test(c));
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((c) => !covers(c))).toEqual([]);
  });

  it("is declared in the stylesheet with the characters it has, for every weight", () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "../src/web/styles.css"), "utf8");
    const face = /@font-face\s*{[^}]*"Noto Nastaliq Urdu"[^}]*}/.exec(css)?.[0] ?? "";
    expect(face).toContain(`url("./fonts/${path.basename(FACE)}")`);
    expect(/unicode-range:([^;]*);/.exec(face)?.[1]?.replace(/\s+/g, " ").trim()).toBe(
      unicodeRange(),
    );
    expect(face).toContain("font-weight: 400 700;");
  });

  it("covers Urdu's own letters and leaves the Arabic Supplement to other fonts", () => {
    for (const letter of [..."ٹپچڈڑژکگںھہۃیے۵"]) {
      expect(covers(letter)).toBe(true);
    }
    expect(covers("ݐ")).toBe(false);
    expect(covers("a")).toBe(false);
  });
});
