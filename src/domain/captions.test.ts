import { describe, expect, it } from "vitest";
import { CUE_MAX_CHARS, captionCues, cueAt, toSrt, toVtt } from "./captions.ts";

describe("captions", () => {
  it("times each sentence in proportion to its length, end to end over the audio", () => {
    const cues = captionCues("Short one. A sentence that is three times longer.", 4000);
    expect(cues.map((c) => c.text)).toEqual([
      "Short one.",
      "A sentence that is three times longer.",
    ]);
    expect(cues[0]?.start).toBe(0);
    expect(cues.at(-1)?.end).toBe(4000);
    expect(cues[0]?.end).toBe(cues[1]?.start);
    // 8 letters against 31: the first line gets about a fifth of the time.
    expect(cues[0]?.end).toBeCloseTo((4000 * 8) / 39, -1);
  });

  it("leaves each pause its exact length, with no line during it", () => {
    const cues = captionCues("Hello there. [pause 2s] General Kenobi.", 5000);
    expect(cues).toHaveLength(2);
    expect((cues[1]?.start ?? 0) - (cues[0]?.end ?? 0)).toBe(2000);
    expect(cueAt(cues, (cues[0]?.end ?? 0) + 1000)).toBe(-1);
    expect(cueAt(cues, 10)).toBe(0);
    expect(cueAt(cues, 4999)).toBe(1);
  });

  it("cuts a long sentence at clauses, then between words, into readable lines", () => {
    const long = `${"word ".repeat(40).trim()}, and then ${"more ".repeat(30).trim()}.`;
    const cues = captionCues(long, 20_000);
    expect(cues.length).toBeGreaterThan(2);
    for (const c of cues) expect(c.text.length).toBeLessThanOrEqual(CUE_MAX_CHARS);
    expect(cues.map((c) => c.text).join(" ")).toBe(long);
  });

  it("writes SubRip and WebVTT", () => {
    const cues = [
      { start: 0, end: 1500, text: "One." },
      { start: 1500, end: 3_723_004, text: "Two." },
    ];
    expect(toSrt(cues)).toBe(
      "1\n00:00:00,000 --> 00:00:01,500\nOne.\n\n2\n00:00:01,500 --> 01:02:03,004\nTwo.\n",
    );
    expect(toVtt(cues)).toBe(
      "WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nOne.\n\n00:00:01.500 --> 01:02:03.004\nTwo.\n",
    );
  });
});
