// Captions for a generation (docs/product.md section 2, Captions): the text in lines a viewer can
// read (at most two lines of 42 characters), timed over the audio. The engines report no word
// times here, so each line gets a share of the speaking time in proportion to its length, and
// every pause its exact length.
import { splitPauses } from "./pauses.ts";
import { clauses, cutAt, SENTENCE_END } from "./phrases.ts";

export interface Cue {
  /** Milliseconds from the start of the audio. */
  start: number;
  end: number;
  text: string;
}

export const CUE_MAX_CHARS = 84;

/** A sentence per cue; a long one in clauses, and a long clause between words. */
function phrases(text: string): string[] {
  return cutAt(text, SENTENCE_END).flatMap((sentence) =>
    sentence.length <= CUE_MAX_CHARS ? [sentence] : clauses(sentence, CUE_MAX_CHARS),
  );
}

// What takes time to say: letters and digits, not spaces or punctuation.
const weight = (text: string) => Math.max(1, text.replace(/[\s\p{P}]/gu, "").length);

type Piece = { pause: number } | { lines: string[] };

export function captionCues(text: string, durationMs: number): Cue[] {
  const pieces = splitPauses(text).map(
    (p): Piece => ("pause" in p ? { pause: p.pause * 1000 } : { lines: phrases(p.text) }),
  );
  const paused = pieces.reduce((ms, p) => ms + ("pause" in p ? p.pause : 0), 0);
  const words = pieces.reduce(
    (n, p) => n + ("lines" in p ? p.lines.reduce((m, l) => m + weight(l), 0) : 0),
    0,
  );
  // Pauses keep their length unless the audio is shorter than they are (a provider that ignores
  // them): then everything shares the time.
  const pauseScale = paused >= durationMs ? 0 : 1;
  const perWeight = words === 0 ? 0 : (durationMs - paused * pauseScale) / words;
  const cues: Cue[] = [];
  let at = 0;
  for (const piece of pieces) {
    if ("pause" in piece) {
      at += piece.pause * pauseScale;
      continue;
    }
    for (const line of piece.lines) {
      const end = at + weight(line) * perWeight;
      cues.push({ start: Math.round(at), end: Math.round(end), text: line.trim() });
      at = end;
    }
  }
  return cues;
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
