// Captions for a generation (docs/product.md section 2, Captions): the words as they are heard
// (src/domain/word-timing.ts), in cues of at most two lines of 42 characters (caption-lines.ts), a
// cue never running over a sentence's end or a pause; or a cue a word.
import { bound, CUE_MAX_LINES, fillLines, LINE_MAX_CHARS, unbreakable } from "./caption-lines.ts";
import type { TimedWord } from "./word-timing.ts";

export interface Cue {
  /** Milliseconds from the start of the audio. */
  start: number;
  end: number;
  /** Its lines, joined by a line break. */
  text: string;
}

// A word that ends a sentence (Latin, Devanagari, Urdu end marks, then a closing quote), unless
// it is a title or a currency before what it names ("Dr. Khan", "Rs. 500").
const SENTENCE_END = /[.!?\u0964\u0965\u06D4\u061F]+["'\u201D\u2019)\]]*$/u;
const TITLE = /^(mr|mrs|ms|dr|prof|st|sr|jr|no|vs|etc|e\.g|i\.e)\.$/iu;
const endsSentence = (word: string, next: string) =>
  SENTENCE_END.test(word) && !TITLE.test(word) && !bound(word, next);
/** A silence this long between two words (a pause, a paragraph) starts a new cue. */
export const CUE_GAP_MS = 400;

// The words in runs no cue crosses: a sentence, or the words between two pauses.
function runs(words: TimedWord[]): TimedWord[][] {
  const out: TimedWord[][] = [];
  let run: TimedWord[] = [];
  words.forEach((word, i) => {
    const before = words[i - 1];
    if (before && (endsSentence(before.text, word.text) || word.start - before.end >= CUE_GAP_MS)) {
      out.push(run);
      run = [];
    }
    run.push(word);
  });
  if (run.length > 0) out.push(run);
  return out;
}

/** Cues of at most CUE_MAX_LINES lines of LINE_MAX_CHARS, each timed by its own words. */
export function captionCues(words: TimedWord[]): Cue[] {
  const cues: Cue[] = [];
  for (const run of runs(words)) {
    const lines = fillLines(unbreakable(run.map((w) => w.text)), LINE_MAX_CHARS);
    for (let i = 0; i < lines.length; i += CUE_MAX_LINES) {
      const shown = lines.slice(i, i + CUE_MAX_LINES);
      const first = run[shown[0]?.[0] ?? 0];
      const last = run[shown.at(-1)?.at(-1) ?? 0];
      const text = shown.map((line) => line.map((w) => run[w]?.text ?? "").join(" ")).join("\n");
      cues.push({ start: first?.start ?? 0, end: last?.end ?? 0, text });
    }
  }
  return cues;
}

/** A cue a word, for captions that follow the voice word by word. */
export function wordCues(words: TimedWord[]): Cue[] {
  return words.map((w) => ({ start: w.start, end: w.end, text: w.text }));
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function clock(ms: number, decimal: "," | "."): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}${decimal}${pad(ms % 1000, 3)}`;
}

/** SubRip: numbered cues, times with a comma. */
export function toSrt(cues: Cue[]): string {
  return cues
    .map((c, i) => `${i + 1}\n${clock(c.start, ",")} --> ${clock(c.end, ",")}\n${c.text}\n`)
    .join("\n");
}

/** WebVTT: a header, then cues with times with a dot. */
export function toVtt(cues: Cue[]): string {
  const body = cues.map((c) => `${clock(c.start, ".")} --> ${clock(c.end, ".")}\n${c.text}\n`);
  return ["WEBVTT\n", ...body].join("\n");
}

/** The cue being heard at `ms`, if any (none in a pause). */
export function cueAt(cues: Cue[], ms: number): number {
  return cues.findIndex((c) => ms >= c.start && ms < c.end);
}
