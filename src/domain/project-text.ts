// Pasted text, .txt and .md as a project's chapters: the highest level of heading present starts
// a chapter (its title), deeper headings are heading blocks, blank lines end paragraphs. Text
// without headings is one chapter.
import type { BlockInput, ChapterInput } from "./projects.ts";

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

// Markdown's inline marks are not spoken: links keep their text, emphasis and code lose the marks.
function plain(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, "$2")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/^\s*>\s?/gm, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

const paragraph = (text: string): BlockInput => ({
  kind: "paragraph",
  parts: [{ text, voiceId: null }],
});
const heading = (text: string): BlockInput => ({
  kind: "heading",
  parts: [{ text, voiceId: null }],
});

export function chaptersFromText(text: string, untitled: string): ChapterInput[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const levels = lines.map((l) => HEADING.exec(l)?.[1]?.length ?? 0).filter((n) => n > 0);
  const top = levels.length > 0 ? Math.min(...levels) : 0;
  const chapters: ChapterInput[] = [];
  let current: ChapterInput | null = null;
  let buffer: string[] = [];
  const flush = () => {
    const body = plain(buffer.join("\n").replace(/\n+/g, " "));
    buffer = [];
    if (!body) return;
    if (!current) {
      current = { title: untitled, blocks: [] };
      chapters.push(current);
    }
    current.blocks.push(paragraph(body));
  };
  for (const line of lines) {
    const match = HEADING.exec(line);
    if (match) {
      flush();
      const title = plain(match[2] ?? "");
      if ((match[1]?.length ?? 0) === top) {
        current = { title: title || untitled, blocks: [heading(title)] };
        chapters.push(current);
      } else {
        if (!current) {
          current = { title: untitled, blocks: [] };
          chapters.push(current);
        }
        current.blocks.push(heading(title));
      }
    } else if (line.trim() === "") flush();
    else buffer.push(line);
  }
  flush();
  return chapters.map((c) => ({ ...c, title: c.title.slice(0, 200) }));
}
