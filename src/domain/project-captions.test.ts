import { describe, expect, it } from "vitest";
import { conversionCues } from "./project-captions.ts";

const chapter = (durationMs: number, cues: { start: number; end: number; text: string }[]) => ({
  chapterId: "c",
  title: "T",
  key: "k",
  durationMs,
  cues,
});

describe("a conversion's captions", () => {
  it("shift each chapter's cues by the chapters before it", () => {
    const output = {
      chapters: [
        chapter(2000, [{ start: 0, end: 1500, text: "One." }]),
        chapter(3000, [{ start: 100, end: 900, text: "Two." }]),
        chapter(500, [{ start: 0, end: 400, text: "Three." }]),
      ],
      projectKey: null,
      durationMs: 5500,
    };
    expect(conversionCues(output)).toEqual([
      { start: 0, end: 1500, text: "One." },
      { start: 2100, end: 2900, text: "Two." },
      { start: 5000, end: 5400, text: "Three." },
    ]);
  });
});
