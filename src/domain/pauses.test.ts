import { describe, expect, it } from "vitest";
import { badPauses, rewritePauses, splitPauses, totalPauseSeconds } from "./pauses.ts";

describe("pauses in the text", () => {
  it("reads [pause Ns] markers and blank lines as silences between the pieces to speak", () => {
    expect(splitPauses("Hello. [pause 1s] World.\n\nNew paragraph.")).toEqual([
      { text: "Hello. ", at: 0 },
      { pause: 1 },
      { text: " World.", at: 17 },
      { pause: 0.7 },
      { text: "New paragraph.", at: 26 },
    ]);
    expect(splitPauses("[PAUSE 0.5 s]Go")).toEqual([{ pause: 0.5 }, { text: "Go", at: 13 }]);
  });

  it("adds pauses that touch, up to 5 s, and keeps a text with none whole", () => {
    expect(splitPauses("A [pause 3s] [pause 4s] B")).toEqual([
      { text: "A ", at: 0 },
      { pause: 5 },
      { text: " B", at: 23 },
    ]);
    expect(splitPauses("Just words,\none line each.")).toEqual([
      { text: "Just words,\none line each.", at: 0 },
    ]);
  });

  it("adds up the silence of a text as it is spoken", () => {
    expect(totalPauseSeconds("A [pause 3s] [pause 4s] B [pause 0.5s] C\n\nD")).toBe(6.2);
    expect(totalPauseSeconds("No pause at all.")).toBe(0);
  });

  it("names the markers outside 0.1-5 s", () => {
    expect(badPauses("[pause 0.05s] ok [pause 5s] [pause 6s] [pause 0.1s]")).toEqual([
      "[pause 0.05s]",
      "[pause 6s]",
    ]);
  });

  it("rewrites pauses in an engine's own words", () => {
    expect(rewritePauses("A [pause 1.5s] B", (s) => `<break time="${s}s"/>`)).toBe(
      'A <break time="1.5s"/> B',
    );
  });
});
