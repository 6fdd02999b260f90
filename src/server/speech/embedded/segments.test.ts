import { describe, expect, it } from "vitest";
import { splitForStream, splitForWorkers } from "./segments.ts";

const sentence = (i: number) => `This is sentence number ${i}, long enough to matter here. `;
const english = Array.from({ length: 40 }, (_, i) => sentence(i)).join("");

describe("splitForWorkers", () => {
  it("keeps a short text whole", () => {
    expect(splitForWorkers("Hello there. How are you?", 4)).toEqual(["Hello there. How are you?"]);
  });

  it("keeps every character, in order, whatever the split", () => {
    for (const parts of [1, 2, 3, 8]) {
      expect(splitForWorkers(english, parts).join("")).toBe(english);
    }
  });

  it("cuts a long text into pieces of similar length that end at sentence ends", () => {
    const pieces = splitForWorkers(english, 2);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) expect(piece.trimEnd()).toMatch(/\.$/);
    const [a = "", b = ""] = pieces;
    expect(Math.abs(a.length - b.length)).toBeLessThan(sentence(10).length + 1);
  });

  it("cuts Urdu at the Urdu full stop and Hindi at the danda", () => {
    const urdu = "یہ ایک لمبا جملہ ہے جو کافی الفاظ پر مشتمل ہے۔ ".repeat(20);
    const hindi = "यह एक लंबा वाक्य है जिसमें काफी शब्द हैं। ".repeat(20);
    for (const text of [urdu, hindi]) {
      const pieces = splitForWorkers(text, 2);
      expect(pieces).toHaveLength(2);
      expect(pieces[0]?.trimEnd()).toMatch(/[۔।]$/);
      expect(pieces.join("")).toBe(text);
    }
  });

  it("cuts one endless sentence between words", () => {
    const words = "word ".repeat(200);
    const pieces = splitForWorkers(words, 2);
    expect(pieces).toHaveLength(2);
    expect(pieces[0]?.endsWith(" ")).toBe(true);
    expect(pieces.join("")).toBe(words);
  });

  it("never cuts inside a pause marker", () => {
    // The middle of this endless sentence falls inside "[pause 1s]".
    const half = "word ".repeat(99);
    const text = `${half}wor [pause 1s] ${"word ".repeat(100)}`;
    const pieces = splitForWorkers(text, 2);
    expect(pieces.join("")).toBe(text);
    expect(pieces.some((p) => p.includes("[pause 1s]"))).toBe(true);
  });

  it("ends a piece at a sentence end, even a shorter piece, rather than cut a sentence", () => {
    // Sentences of 181, 206 and 141 characters: no sentence end leaves both pieces 200.
    const text = [36, 41, 28].map((words) => `${"word ".repeat(words).trim()}. `).join("");
    const pieces = splitForWorkers(text, Number.MAX_SAFE_INTEGER);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece).toMatch(/\. $/);
    expect(pieces.join("")).toBe(text);
  });

  it("never makes a piece shorter than the minimum when a sentence end allows it", () => {
    const pieces = splitForWorkers(english.slice(0, 450), 8, 200);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) expect(piece.length).toBeGreaterThanOrEqual(200);
  });
});

describe("splitForStream", () => {
  it("speaks a short first sentence alone, then the usual pieces of about 200 characters", () => {
    const pieces = splitForStream(english);
    expect(pieces[0]).toBe(sentence(0));
    const rest = english.slice(sentence(0).length);
    expect(pieces.slice(1)).toEqual(splitForWorkers(rest, Number.MAX_SAFE_INTEGER));
    expect(pieces.length).toBeGreaterThan(5);
  });

  it("keeps a long first sentence in the usual pieces, and a one-sentence text whole", () => {
    const long = `${"word ".repeat(60).trim()}. ${english}`;
    expect(splitForStream(long)[0]?.length).toBeGreaterThan(200);
    expect(splitForStream(long).join("")).toBe(long);
    expect(splitForStream("Just one sentence.")).toEqual(["Just one sentence."]);
  });
});
