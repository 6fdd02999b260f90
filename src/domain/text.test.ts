import { describe, expect, it } from "vitest";
import { byKey, message } from "./messages.ts";
import { hasArabicScript, MAX_TEXT, normalizeText, validateText, WARN_TEXT } from "./text.ts";

describe("hasArabicScript", () => {
  it("finds Urdu and Arabic letters", () => {
    expect(hasArabicScript("یہ ایک ٹیسٹ ہے")).toBe(true);
    expect(hasArabicScript("Hello مرحبا")).toBe(true);
    expect(hasArabicScript("ﻻ")).toBe(true); // presentation form
  });

  it("ignores Latin, Devanagari and a lone byte-order mark", () => {
    expect(hasArabicScript("Hello world")).toBe(false);
    expect(hasArabicScript("यह एक परीक्षण है")).toBe(false);
    expect(hasArabicScript("\uFEFFHello")).toBe(false);
  });
});

describe("normalizeText", () => {
  it("trims and composes to NFC", () => {
    expect(normalizeText("  Cafe\u0301  ")).toBe("Café");
  });

  it("removes zero-width characters from Arabic-script text", () => {
    expect(normalizeText("\uFEFFیہ\u200B ایک\u200C\u200D ٹیسٹ\u2060 ہے")).toBe("یہ ایک ٹیسٹ ہے");
  });

  it("keeps joiners in Devanagari, where they change how a word is written", () => {
    expect(normalizeText("क्\u200Dष")).toBe("क्\u200Dष");
  });

  it("composes Arabic-script text too", () => {
    // ALEF + HAMZA ABOVE composes to U+0623.
    expect(normalizeText("\u0627\u0654")).toBe("\u0623");
  });
});

describe("validateText", () => {
  it("refuses empty and blank text", () => {
    expect(validateText("")).toEqual({ ok: false, message: byKey("generationTextEmpty") });
    expect(validateText(" \n\t ")).toEqual({ ok: false, message: byKey("generationTextEmpty") });
  });

  it("returns the normalised text", () => {
    expect(validateText("\u200Bاردو\u200B")).toEqual({ ok: true, text: "اردو" });
  });

  it("accepts exactly the maximum and refuses one more", () => {
    expect(validateText("a".repeat(MAX_TEXT))).toEqual({ ok: true, text: "a".repeat(MAX_TEXT) });
    expect(validateText("a".repeat(MAX_TEXT + 1))).toEqual({
      ok: false,
      message: byKey("generationTextTooLong"),
    });
  });

  it("refuses a pause outside 0.1-5 s and names it; keeps the pauses in range", () => {
    expect(validateText("Wait [pause 9s] here")).toEqual({
      ok: false,
      message: byKey("generationPauseRange", { markers: "[pause 9s]" }),
    });
    expect(validateText("Wait [pause 2s] here\n\nthere")).toEqual({
      ok: true,
      text: "Wait [pause 2s] here\n\nthere",
    });
  });

  it("refuses pauses that add up to more than 60 s, and names the cap", () => {
    const twelve = "Go. [pause 5s] ".repeat(12);
    expect(validateText(twelve).ok).toBe(true);
    expect(validateText(`${twelve}One more.\n\nAnd a blank line.`)).toEqual({
      ok: false,
      message: byKey("generationPausesTooLong", { seconds: 60.7, max: 60 }),
    });
    expect(message("generationPausesTooLong", { seconds: 60.7, max: 60 })).toContain("60 seconds");
  });

  it("measures the length after trimming", () => {
    expect(validateText(`  ${"a".repeat(MAX_TEXT)}  `).ok).toBe(true);
  });

  it("warns before the limit", () => {
    expect(WARN_TEXT).toBe(4500);
    expect(WARN_TEXT).toBeLessThan(MAX_TEXT);
  });
});
