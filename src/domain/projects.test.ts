import { describe, expect, it } from "vitest";
import { chaptersFromText } from "./project-text.ts";
import {
  type ChapterInput,
  contentProblem,
  conversionCost,
  PROJECT_MAX_CHAPTERS,
  PROJECT_MAX_CHARACTERS,
} from "./projects.ts";

const chapter = (title: string, text: string): ChapterInput => ({
  title,
  blocks: [
    { kind: "heading", parts: [{ text: title, voiceId: null }] },
    { kind: "paragraph", parts: [{ text, voiceId: null }] },
  ],
});

describe("a conversion's cost", () => {
  it("is a generation per 5,000 characters, rounded up", () => {
    expect(conversionCost(1)).toBe(1);
    expect(conversionCost(5_000)).toBe(1);
    expect(conversionCost(5_001)).toBe(2);
    expect(conversionCost(30_000)).toBe(6);
  });
});

describe("a project's content", () => {
  it("holds at most 200 chapters and 500,000 characters, and no chapter without text", () => {
    expect(contentProblem([chapter("One", "Text.")])).toBeNull();
    expect(contentProblem([])).toEqual({ kind: "empty" });
    const many = Array.from({ length: PROJECT_MAX_CHAPTERS + 1 }, (_, i) => chapter(`${i}`, "x"));
    expect(contentProblem(many)).toEqual({ kind: "tooManyChapters", chapters: 201 });
    expect(contentProblem(many.slice(1))).toBeNull();
    const long = [chapter("A", "x".repeat(PROJECT_MAX_CHARACTERS))];
    expect(contentProblem(long)?.kind).toBe("tooLong");
    expect(contentProblem([chapter("A", "x".repeat(PROJECT_MAX_CHARACTERS - 1))])).toBeNull();
    expect(contentProblem([chapter("One", "Text."), chapter("Two", "  ")])).toEqual({
      kind: "emptyChapter",
      title: "Two",
    });
  });
});

describe("text and Markdown as chapters", () => {
  it("makes a chapter of each top-level heading, deeper headings blocks, blank lines paragraphs", () => {
    const md =
      "# One\n\nFirst *para*\ngoes on.\n\n## Part\n\nSecond [link](http://x).\n\n# Two\n\nThird.";
    expect(chaptersFromText(md, "Book")).toEqual([
      {
        title: "One",
        blocks: [
          { kind: "heading", parts: [{ text: "One", voiceId: null }] },
          { kind: "paragraph", parts: [{ text: "First para goes on.", voiceId: null }] },
          { kind: "heading", parts: [{ text: "Part", voiceId: null }] },
          { kind: "paragraph", parts: [{ text: "Second link.", voiceId: null }] },
        ],
      },
      {
        title: "Two",
        blocks: [
          { kind: "heading", parts: [{ text: "Two", voiceId: null }] },
          { kind: "paragraph", parts: [{ text: "Third.", voiceId: null }] },
        ],
      },
    ]);
  });

  it("makes plain text one chapter with the project's name", () => {
    const chapters = chaptersFromText("A.\r\n\r\nB.", "Book");
    expect(chapters.map((c) => [c.title, c.blocks.length])).toEqual([["Book", 2]]);
  });
});
