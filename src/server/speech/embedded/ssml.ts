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

function escapeSsml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The user's text as eSpeak's SSML: every character escaped, the pauses as <break> tags. */
export function ssmlOf(text: string): string {
  return splitPauses(text)
    .map((p) =>
      "text" in p ? escapeSsml(p.text) : `<break time="${Math.round(p.pause * 1000)}ms"/>`,
    )
    .join("");
}
