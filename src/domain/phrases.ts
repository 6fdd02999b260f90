// Cutting text where a voice pauses anyway: after a sentence's end, then after a comma, semicolon,
// colon or dash, and only then between words. The neural voices speak long sentences in such
// clauses (their memory grows with the longest input) and captions show them as lines.
export { SENTENCE_END } from "./text.ts";

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

// A clause still too long is cut between words.
function words(clause: string, max: number): string[] {
  if (clause.length <= max) return [clause];
  return cutAt(clause, /\s+/gu).reduce<string[]>((out, word) => {
    const last = out.length - 1;
    if (last >= 0 && (out[last] ?? "").length + word.length <= max) out[last] += word;
    else out.push(word);
    return out;
  }, []);
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
