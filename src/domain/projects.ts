// Long-form projects' rules (docs/product.md, Projects): their shape, limits and cost.
import { z } from "zod";
import type { Cue } from "./captions.ts";
import type { Replacement } from "./pronunciation/apply.ts";
import { MAX_TEXT } from "./text.ts";

export const PROJECT_MAX_CHARACTERS = 500_000;
export const PROJECT_MAX_CHAPTERS = 200;
/** An uploaded document (.txt, .md, .epub), before its text is read. */
export const PROJECT_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** One conversion costs a generation per this many characters, rounded up. */
export const CHARACTERS_PER_GENERATION = 5_000;
/** Conversions one user may run at once. */
export const CONVERSIONS_PER_USER = 2;
/** A block longer than the engines take is spoken in pieces of at most this many characters. */
export const BLOCK_PIECE_MAX = MAX_TEXT;

export type BlockKind = "heading" | "paragraph";

/** A run of a block's text and its voice; null speaks in the project's default voice. */
export interface BlockPart {
  text: string;
  voiceId: string | null;
}

/**
 * A run as a conversion renders it: its voice decided, and what the engine is given (`spoken`,
 * the pronunciation rules applied) beside the text as written, which captions show.
 */
export interface RenderPart {
  text: string;
  voiceId: string;
  spoken: string;
  replacements: Replacement[];
}

/** A user's pronunciation dictionary (and pinned version) a project is spoken with. */
export interface DictionaryLocator {
  id: string;
  versionId?: string | undefined;
}

export interface BlockInput {
  kind: BlockKind;
  parts: BlockPart[];
}

export interface ChapterInput {
  title: string;
  blocks: BlockInput[];
}

export const blockPartSchema = z.object({
  text: z.string(),
  voiceId: z.string().min(1).nullable(),
});
export const blockInputSchema = z.object({
  kind: z.enum(["heading", "paragraph"]),
  parts: z.array(blockPartSchema).min(1),
});
export const chapterInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  blocks: z.array(blockInputSchema),
});

export const blockText = (block: { parts: BlockPart[] }) => block.parts.map((p) => p.text).join("");

export const characterCount = (blocks: { parts: BlockPart[] }[]) =>
  blocks.reduce((sum, b) => sum + blockText(b).trim().length, 0);

/** What a conversion of this many characters costs, in generations. */
export function conversionCost(characters: number): number {
  return Math.ceil(characters / CHARACTERS_PER_GENERATION);
}

export type ContentProblem =
  | { kind: "empty" }
  | { kind: "tooManyChapters"; chapters: number }
  | { kind: "tooLong"; characters: number }
  | { kind: "emptyChapter"; title: string };

/** The first rule a project's content breaks, or null. */
export function contentProblem(chapters: ChapterInput[]): ContentProblem | null {
  if (chapters.length === 0) return { kind: "empty" };
  if (chapters.length > PROJECT_MAX_CHAPTERS)
    return { kind: "tooManyChapters", chapters: chapters.length };
  for (const chapter of chapters) {
    // A title alone is no chapter to listen to.
    const paragraphs = chapter.blocks.filter((b) => b.kind === "paragraph");
    if (characterCount(paragraphs) === 0) return { kind: "emptyChapter", title: chapter.title };
  }
  const characters = chapters.reduce((sum, c) => sum + characterCount(c.blocks), 0);
  if (characters > PROJECT_MAX_CHARACTERS) return { kind: "tooLong", characters };
  return null;
}

/** What a finished conversion made: each chapter's MP3 and captions, and the whole project's. */
export interface ChapterOutput {
  chapterId: string;
  title: string;
  key: string;
  durationMs: number;
  cues: Cue[];
}

export interface ConversionOutput {
  chapters: ChapterOutput[];
  /** The whole project's MP3; null for a conversion of one chapter. */
  projectKey: string | null;
  durationMs: number;
}
