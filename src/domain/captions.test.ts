import { describe, expect, it } from "vitest";
import { bound, fillLines, LINE_MAX_CHARS, unbreakable } from "./caption-lines.ts";
import { captionCues, cueAt, toSrt, toVtt, wordCues } from "./captions.ts";
import type { TimedWord } from "./word-timing.ts";

// Words 300 ms each, back to back, from the text as written.
function timed(text: string, from = 0): TimedWord[] {
  return text
    .split(" ")
    .map((w, i) => ({ text: w, start: from + i * 300, end: from + i * 300 + 300 }));
}

describe("caption cues from the words as heard", () => {
  it("times each cue by its own first and last word, a sentence never sharing a cue", () => {
    const cues = captionCues(timed("Short one. A sentence that is longer."));
    expect(cues).toEqual([
      { start: 0, end: 600, text: "Short one." },
      { start: 600, end: 2100, text: "A sentence that is longer." },
    ]);
  });

  it("starts a new cue after a pause, and shows nothing during it", () => {
    const words = [...timed("Hello there"), ...timed("General Kenobi", 2600)];
    const cues = captionCues(words);
    expect(cues.map((c) => c.text)).toEqual(["Hello there", "General Kenobi"]);
    expect(cueAt(cues, 1000)).toBe(-1);
    expect(cueAt(cues, 2700)).toBe(1);
  });

  it("keeps lines to 42 characters and cues to two lines", () => {
    const long = `${"word ".repeat(40).trim()}, and then ${"more ".repeat(30).trim()}.`;
    const cues = captionCues(timed(long));
    expect(cues.length).toBeGreaterThan(2);
    for (const cue of cues) {
      const lines = cue.text.split("\n");
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(LINE_MAX_CHARS);
    }
    expect(cues.map((c) => c.text.replace("\n", " ")).join(" ")).toBe(long);
  });

  it("never puts a number on another line than its unit or currency", () => {
    // Each would fall at the end of a 42-character line if the words were packed freely.
    for (const pair of ["Rs. 500", "5 kg", "500 rupees", "PKR 1,200", "۵۰۰ روپے"]) {
      const filler = "x".repeat(LINE_MAX_CHARS - (pair.split(" ")[0] ?? "").length - 1);
      const cues = captionCues(timed(`${filler} ${pair} and more words after it`));
      const lines = cues.flatMap((c) => c.text.split("\n"));
      expect(
        lines.some((l) => l.includes(pair)),
        `${pair}: ${lines.join(" | ")}`,
      ).toBe(true);
    }
    expect(bound("Price:", "Rs.")).toBe(false);
    expect(bound("Rs.", "500")).toBe(true);
    expect(bound("500", "rupees.")).toBe(true);
    expect(bound("5", "kittens")).toBe(false);
    expect(unbreakable(["Price:", "Rs.", "500", "only"])).toEqual([
      ["Price:"],
      ["Rs.", "500"],
      ["only"],
    ]);
    expect(fillLines([["aaaa"], ["bb", "cc"]], 6)).toEqual([[0], [1, 2]]);
  });

  it("gives a cue a word when asked", () => {
    expect(wordCues(timed("One two"))).toEqual([
      { start: 0, end: 300, text: "One" },
      { start: 300, end: 600, text: "two" },
    ]);
  });

  it("writes SubRip and WebVTT, two lines as two lines", () => {
    const cues = [
      { start: 0, end: 1500, text: "One." },
      { start: 1500, end: 3_723_004, text: "Two\nlines." },
    ];
    expect(toSrt(cues)).toBe(
      "1\n00:00:00,000 --> 00:00:01,500\nOne.\n\n2\n00:00:01,500 --> 01:02:03,004\nTwo\nlines.\n",
    );
    expect(toVtt(cues)).toBe(
      "WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nOne.\n\n00:00:01.500 --> 01:02:03.004\nTwo\nlines.\n",
    );
  });
});
