// onnxruntime keeps the memory of the largest sentence a voice has spoken (its arena does not
// shrink): one 230-character sentence took a medium voice from 180 MB to 870 MB, the same
// sentence spoken in clauses of at most 60 characters to 410 MB. So a long sentence goes to the
// model in clauses, cut after a comma, semicolon, colon or dash where the voice pauses anyway,
// a clause that is still too long between words, and a word still too long inside it. At most
// 60 characters, not 80: a voice speaks several texts at once (NEURAL_PARALLEL), each holding
// that memory (docs/performance.md, "Neural speech").
import { clauses, cutAt, SENTENCE_END } from "../../../domain/phrases.ts";

export const MAX_SENTENCE_CHARS = 60;

/**
 * The longest first text of a stream. The listener hears nothing until the model has spoken it,
 * and the model's time grows with its length: 24 characters are about a second and a half of a
 * medium voice's speech, spoken in about a tenth of a second on an idle core, long enough to
 * cover the next text's synthesis.
 */
export const FIRST_TEXT_CHARS = 24;

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

/**
 * A stream's first texts: its first sentence's first clause, or first words, alone when the
 * sentence is longer than `max` (a short first sentence stays whole), the rest as `modelTexts`.
 * A cut inside the sentence is heard as a short pause there; it is the price of the first sound
 * coming after a few words' synthesis instead of a whole sentence's.
 */
export function firstTexts(piece: string, max = FIRST_TEXT_CHARS): string[] {
  const [sentence = ""] = cutAt(piece, SENTENCE_END);
  const [head = ""] = sentence.length <= max ? [sentence] : clauses(sentence, max);
  const rest = piece.slice(piece.indexOf(head) + head.length);
  return head.trim() === "" ? modelTexts(piece) : [head, ...modelTexts(rest)];
}
