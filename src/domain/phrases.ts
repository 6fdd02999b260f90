// Cutting text where a voice pauses anyway: after a sentence's end, then after a comma, semicolon,
// colon or dash, then between words, and only a word longer than the limit inside it. The neural
// voices speak long sentences in such clauses (their memory grows with the longest input) and
// captions show them as lines.
import { SENTENCE_END } from "./text.ts";

export { SENTENCE_END };

export const CLAUSE_END = /[,;:\u2013\u2014\u060C\u061B]\s+/gu;

/** The text cut after each match of `pattern`, parts that are only white space dropped. */
export function cutAt(text: string, pattern: RegExp): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of text.matchAll(pattern)) {
    const end = m.index + m[0].length;
    parts.push(text.slice(start, end));
    start = end;
  }
  parts.push(text.slice(start));
  return parts.filter((p) => p.trim() !== "");
}

// Parts joined again while they fit in `max`.
function pack(parts: string[], max: number): string[] {
  return parts.reduce<string[]>((out, part) => {
    const last = out.length - 1;
    if (last >= 0 && (out[last] ?? "").length + part.length <= max) out[last] += part;
    else out.push(part);
    return out;
  }, []);
}

// Punctuation inside a word ("a,b,c", an address): the next place to cut when there is no space.
const INNER_BREAK = /[,;:.!?/\-_&=\u2013\u2014\u060C\u061B](?=\S)/gu;

// A run with no break at all, every `max` characters, never between a surrogate pair's halves.
function everyMax(run: string, max: number): string[] {
  const out: string[] = [];
  let start = 0;
  while (run.length - start > max) {
    let end = start + max;
    if (/[\uD800-\uDBFF]/.test(run.charAt(end - 1)) && end - 1 > start) end -= 1;
    out.push(run.slice(start, end));
    start = end;
  }
  out.push(run.slice(start));
  return out;
}

// A word longer than `max` is cut after its inner punctuation, else every `max` characters, so
// no piece is longer however the text is written (the space after it stays with its last piece).
function hardCut(word: string, max: number): string[] {
  const body = word.trimEnd();
  if (body.length <= max) return [word];
  const out = pack(
    cutAt(body, INNER_BREAK).flatMap((part) => everyMax(part, max)),
    max,
  );
  out[out.length - 1] += word.slice(body.length);
  return out;
}

// A clause still too long is cut between words.
function words(clause: string, max: number): string[] {
  if (clause.length <= max) return [clause];
  return pack(
    cutAt(clause, /\s+/gu).flatMap((word) => hardCut(word, max)),
    max,
  );
}

/** A sentence as clauses of at most `max` characters, short ones joined again while they fit. */
export function clauses(sentence: string, max: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const clause of cutAt(sentence, CLAUSE_END).flatMap((c) => words(c, max))) {
    if (current !== "" && current.length + clause.length > max) {
      out.push(current);
      current = "";
    }
    current += clause;
  }
  if (current.trim() !== "") out.push(current);
  return out;
}

/** The text in pieces of at most `max` characters, cut where a voice pauses, as few as fit. */
export function piecesOf(text: string, max: number): string[] {
  const sentences = cutAt(text, SENTENCE_END);
  return pack(
    sentences.flatMap((s) => (s.length <= max ? [s] : clauses(s, max))),
    max,
  );
}
