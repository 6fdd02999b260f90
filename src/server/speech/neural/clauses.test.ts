import { describe, expect, it } from "vitest";
import { FIRST_TEXT_CHARS, firstTexts, MAX_SENTENCE_CHARS, modelTexts } from "./clauses.ts";

const LONG =
  "The built-in voices run on the server itself, so the studio works without any paid account, " +
  "while operators who want more connect another service. ";

describe("modelTexts", () => {
  it("keeps short sentences together, as one text for the model", () => {
    const text = "Hello there. How are you today? Fine, thanks.";
    expect(modelTexts(text)).toEqual([text]);
  });

  it("hands a long sentence over clause by clause, losing no character", () => {
    const text = `Short one. ${LONG}And a last one.`;
    const texts = modelTexts(text);
    expect(texts.join("")).toBe(text);
    expect(texts.length).toBeGreaterThan(2);
    for (const t of texts) expect(t.length).toBeLessThanOrEqual(MAX_SENTENCE_CHARS);
    expect(texts[0]).toBe("Short one. ");
    expect(texts.at(-1)).toBe("And a last one.");
    // Cuts fall after clause punctuation, never inside a clause.
    for (const t of texts.slice(1, -2)) expect(t).toMatch(/[,;:]\s+$/);
  });

  it("cuts a long clause between words when it has no clause break", () => {
    const run = `${"word ".repeat(40).trim()}.`;
    const texts = modelTexts(run);
    expect(texts.join("")).toBe(run);
    expect(texts.length).toBe(Math.ceil(run.length / MAX_SENTENCE_CHARS));
    for (const t of texts) {
      expect(t.length).toBeLessThanOrEqual(MAX_SENTENCE_CHARS);
      expect(t).toMatch(/^word/);
    }
  });
});

describe("modelTexts with no space to cut at", () => {
  const fits = (texts: string[]) => {
    for (const t of texts) expect(t.trimEnd().length).toBeLessThanOrEqual(MAX_SENTENCE_CHARS);
  };

  it("cuts a list written without spaces after its commas", () => {
    const items = Array.from({ length: 120 }, (_, i) => `item${i}`).join(",");
    const text = `Our stock: ${items}. Thanks.`;
    const texts = modelTexts(text);
    expect(texts.join("")).toBe(text);
    fits(texts);
    for (const t of texts.slice(1, -2)) expect(t).toMatch(/,$/);
  });

  it("cuts a run with no break at the length limit, never inside a surrogate pair", () => {
    const address = `https://example.org/${"a".repeat(300)}`;
    const emoji = "\u{1F600}".repeat(100);
    for (const text of [`See ${address} now.`, `${emoji}.`, `x${emoji}.`]) {
      const texts = modelTexts(text);
      expect(texts.join("")).toBe(text);
      fits(texts);
      for (const t of texts) expect(t).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
  });
});

describe("firstTexts", () => {
  it("hands the model a long first sentence's first clause alone, then texts as usual", () => {
    const text = `${LONG}And a last one.`;
    const texts = firstTexts(text);
    expect(texts.join("")).toBe(text);
    expect(texts[0]).toBe("The built-in voices run ");
    expect(texts.slice(1)).toEqual(modelTexts(text.slice(texts[0]?.length)));
    for (const t of texts.slice(1)) expect(t.length).toBeLessThanOrEqual(MAX_SENTENCE_CHARS);
  });

  it("cuts after a clause when the first clause is short enough", () => {
    const text = "Hello there, my friend, how are you doing on this fine morning? Well.";
    expect(firstTexts(text)[0]).toBe("Hello there, my friend, ");
    expect(firstTexts(text).join("")).toBe(text);
  });

  it("keeps a short first sentence whole, and the rest packed as usual", () => {
    const text = "Hello there. How are you today? Fine, thanks.";
    expect(firstTexts(text)).toEqual(["Hello there. ", "How are you today? Fine, thanks."]);
    expect(firstTexts("Hi.")).toEqual(["Hi."]);
  });

  it("never hands over a first text longer than the limit, however the text is written", () => {
    for (const text of [
      `${"word ".repeat(40).trim()}.`,
      `https://example.org/${"a".repeat(300)} now.`,
      "\n\n  Supercalifragilisticexpialidocious-and-then-some words.",
    ]) {
      const texts = firstTexts(text);
      expect(texts[0]?.trimEnd().length).toBeLessThanOrEqual(FIRST_TEXT_CHARS);
      expect(texts.join("").trim()).toBe(text.trim());
    }
    expect(firstTexts("   ")).toEqual([]);
  });
});
