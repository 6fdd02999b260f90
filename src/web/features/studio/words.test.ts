import { describe, expect, it } from "vitest";
import { type TimedWord, wordAt, wordsOf } from "./words.ts";

const words: TimedWord[] = [
  { text: "Price:", start: 0, end: 0.4 },
  { text: "Rs.", start: 0.4, end: 0.7 },
  { text: "500", start: 0.7, end: 1.2 },
  // A blank line in the text: a pause of 0.8 s before the next word.
  { text: "Thanks.", start: 2, end: 2.5 },
];

describe("wordAt: the word heard at a moment", () => {
  it("is the word whose time holds the moment, its start included and its end not", () => {
    expect(wordAt(words, 0)).toBe(0);
    expect(wordAt(words, 0.39)).toBe(0);
    expect(wordAt(words, 0.4)).toBe(1);
    expect(wordAt(words, 1.0)).toBe(2);
    expect(wordAt(words, 2.49)).toBe(3);
  });

  it("is none in a pause, before the first word and after the last", () => {
    expect(wordAt(words, 1.2)).toBe(-1);
    expect(wordAt(words, 1.6)).toBe(-1);
    expect(wordAt(words, -0.1)).toBe(-1);
    expect(wordAt(words, 2.5)).toBe(-1);
    expect(wordAt(words, 99)).toBe(-1);
    expect(wordAt([], 0)).toBe(-1);
  });

  it("agrees with a scan of every word over a long text", () => {
    // 500 words of varied lengths with a pause after every seventh.
    const long: TimedWord[] = [];
    let at = 0.25;
    for (let i = 0; i < 500; i++) {
      const length = 0.1 + (i % 5) * 0.07;
      long.push({ text: `w${i}`, start: at, end: at + length });
      at += length + (i % 7 === 6 ? 0.5 : 0);
    }
    const scan = (s: number) => long.findIndex((w) => s >= w.start && s < w.end);
    for (let s = 0; s < at + 1; s += 0.037) expect(wordAt(long, s)).toBe(scan(s));
  });
});

describe("wordsOf: the word times in a captions answer", () => {
  it("reads them when the answer has them", () => {
    expect(wordsOf({ cues: [], words })).toEqual(words);
  });

  it("is empty for a generation made before word times", () => {
    expect(wordsOf({ cues: [{ start: 0, end: 500, text: "Hello" }] })).toEqual([]);
    expect(wordsOf({ cues: [], words: null })).toEqual([]);
  });

  it("leaves out an entry that is not a timed word", () => {
    const odd = [words[0], { text: "x", start: "0.5", end: 1 }, null, { start: 1, end: 2 }];
    expect(wordsOf({ words: odd })).toEqual([words[0]]);
  });
});
