import { describe, expect, it } from "vitest";
import { characterAlignment, sentAligner } from "./alignment.ts";
import { estimateMarks, fitMarks, timedWords, wordSpans } from "./word-timing.ts";

describe("word marks", () => {
  it("are the written words: an emoji, a dash or a zero-width joiner alone is no word", () => {
    const text = "Hi 👋 there — a\u200Db 🙂";
    expect(wordSpans(text).map((s) => text.slice(s.from, s.to))).toEqual([
      "Hi",
      "there",
      "a\u200Db",
    ]);
  });

  it("estimated, keep each pause's exact length and share the rest by letters", () => {
    const text = "One two. [pause 2s] Three";
    const words = timedWords(text, estimateMarks(text, 3100));
    expect(words).toEqual([
      { text: "One", start: 0, end: 300 },
      { text: "two.", start: 300, end: 600 },
      { text: "Three", start: 2600, end: 3100 },
    ]);
  });

  it("fitted, never go backwards, never overlap and never pass the audio's end", () => {
    const marks = [
      { from: 4, to: 7, start: 900, end: 800 },
      { from: 0, to: 3, start: 500, end: 1000 },
      { from: 8, to: 11, start: 700, end: 5000 },
    ];
    expect(fitMarks(marks, 2000)).toEqual([
      { from: 0, to: 3, start: 500, end: 1000 },
      { from: 4, to: 7, start: 1000, end: 1000 },
      { from: 8, to: 11, start: 1000, end: 2000 },
    ]);
  });
});

describe("character alignment", () => {
  it("gives every character one entry in order, in the time between the words around it", () => {
    const text = "Hi 👨\u200D👩\u200D👧 you";
    const marks = fitMarks(
      [
        { from: 0, to: 2, start: 100, end: 300 },
        { from: text.indexOf("you"), to: text.length, start: 600, end: 900 },
      ],
      1000,
    );
    const a = characterAlignment(text, marks, 1000);
    expect(a.characters).toEqual(Array.from(text));
    expect(a.character_start_times_seconds[0]).toBe(0.1);
    expect(a.character_end_times_seconds.at(-1)).toBe(0.9);
    // The family emoji's five code points share the silence between the words.
    const family = Array.from(text).indexOf("👨");
    expect(a.character_start_times_seconds[family]).toBeGreaterThanOrEqual(0.3);
    expect(a.character_end_times_seconds[family + 4]).toBeLessThanOrEqual(0.6);
    for (let i = 1; i < a.characters.length; i++) {
      expect(a.character_start_times_seconds[i]).toBeGreaterThanOrEqual(
        a.character_start_times_seconds[i - 1] ?? 0,
      );
    }
  });

  it("ends within the audio when a provider's times run past it", () => {
    const text = "late word";
    const marks = fitMarks([{ from: 0, to: 4, start: 800, end: 4000 }], 1000);
    const a = characterAlignment(text, marks, 1000);
    expect(Math.max(...a.character_end_times_seconds)).toBeLessThanOrEqual(1);
  });

  it("carries the spoken text's times over to the text as sent, a removed character at no length", () => {
    const spoken = "ab";
    const sent = " a\u200Cb ";
    const a = characterAlignment(
      spoken,
      fitMarks([{ from: 0, to: 2, start: 0, end: 200 }], 200),
      200,
    );
    const toSent = sentAligner(sent, spoken);
    const out = toSent(a, 0, true);
    expect(out.characters.join("")).toBe(sent);
    expect(out.character_start_times_seconds).toEqual([0, 0, 0.1, 0.1, 0.2]);
    expect(out.character_end_times_seconds).toEqual([0, 0.1, 0.1, 0.2, 0.2]);
  });
});
