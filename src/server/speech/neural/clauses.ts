// onnxruntime keeps the memory of the largest sentence a voice has spoken (its arena does not
// shrink): one 230-character sentence took a medium voice from 180 MB to 870 MB, the same
// sentence spoken in clauses of at most 60 characters to 410 MB. So a long sentence goes to the
// model in clauses, cut after a comma, semicolon, colon or dash where the voice pauses anyway,
// a clause that is still too long between words, and a word still too long inside it.
import { clauses, cutAt, SENTENCE_END } from "../../../domain/phrases.ts";

export const MAX_SENTENCE_CHARS = 80;

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
