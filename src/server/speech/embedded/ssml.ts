import { splitPauses } from "../../../domain/pauses.ts";

// eSpeak NG always speaks at this rate (docs/platform-notes.md).
export const ESPEAK_SAMPLE_RATE = 22_050;

// eSpeak reads its input as SSML: "<speak>" or "<break time='9s'/>" typed by a user would be obeyed
// and "&" would start an entity. Escaping makes every character something to say.
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * The user's text as eSpeak's SSML: every character escaped, the pauses as <break> tags. With it,
 * for each of the SSML's code points, where in the text it came from (a tag: the text after it),
 * so eSpeak's word positions name the words as written.
 */
export function ssmlMap(text: string): { ssml: string; origin: number[] } {
  let ssml = "";
  const origin: number[] = [];
  const add = (written: string, from: number) => {
    ssml += written;
    for (const _ of written) origin.push(from);
  };
  let at = 0;
  for (const piece of splitPauses(text)) {
    if ("pause" in piece) {
      add(`<break time="${Math.round(piece.pause * 1000)}ms"/>`, at);
      continue;
    }
    at = piece.at;
    for (const c of piece.text) {
      add(ENTITIES[c] ?? c, at);
      at += c.length;
    }
  }
  return { ssml, origin };
}

export function ssmlOf(text: string): string {
  return ssmlMap(text).ssml;
}
