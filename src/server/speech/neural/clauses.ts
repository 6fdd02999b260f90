// onnxruntime keeps the memory of the largest sentence a voice has spoken (its arena does not
// shrink): one 230-character sentence took a medium voice from 180 MB to 870 MB, the same
// sentence spoken in clauses of at most 60 characters to 410 MB. So a long sentence goes to the
// model in clauses, cut after a comma, semicolon, colon or dash where the voice pauses anyway,
// and a clause that is still too long between words.
import { SENTENCE_END } from "../../../domain/text.ts";

export const MAX_SENTENCE_CHARS = 80;

const CLAUSE_END = /[,;:\u2013\u2014\u060C\u061B]\s+/gu;

function cutAt(text: string, pattern: RegExp): string[] {
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

// A clause still too long is cut between words: a small pause mid-clause costs less than the
// voice's memory doubling for every later request.
function words(clause: string, max: number): string[] {
  if (clause.length <= max) return [clause];
  return cutAt(clause, /\s+/gu).reduce<string[]>((out, word) => {
    const last = out.length - 1;
    if (last >= 0 && (out[last] ?? "").length + word.length <= max) out[last] += word;
    else out.push(word);
    return out;
  }, []);
}

// Clauses joined again while they fit, so short ones keep their natural flow.
function clauses(sentence: string, max: number): string[] {
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

/** The piece as the texts to hand the model one after another, none with a sentence over `max`. */
export function modelTexts(piece: string, max = MAX_SENTENCE_CHARS): string[] {
  const texts: string[] = [];
  let short = "";
  for (const sentence of cutAt(piece, SENTENCE_END)) {
    if (sentence.length <= max) {
      short += sentence;
      continue;
    }
    if (short !== "") texts.push(short);
    short = "";
    texts.push(...clauses(sentence, max));
  }
  if (short.trim() !== "") texts.push(short);
  return texts;
}
