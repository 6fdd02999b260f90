// The text's pauses (src/domain/pauses.ts) in the words of engines that take text as it is.
import { rewritePauses, splitPauses } from "../../domain/pauses.ts";

// ElevenLabs reads <break time="1.5s" /> in the text, up to 3 s a tag: a longer pause is two.
const ELEVENLABS_MAX_BREAK = 3;

function breakTags(seconds: number): string {
  const tags: string[] = [];
  for (let left = seconds; left > 0.001; left -= ELEVENLABS_MAX_BREAK) {
    tags.push(`<break time="${Math.min(left, ELEVENLABS_MAX_BREAK).toFixed(1)}s" />`);
  }
  return ` ${tags.join(" ")} `;
}

export function elevenLabsText(text: string): string {
  return rewritePauses(text, breakTags);
}

/**
 * The text ElevenLabs is sent, and for each of its code points where in the written text it came
 * from (a break tag: the text after it), so its character alignment names the words as written.
 */
export function elevenLabsTextMap(text: string): { sent: string; origin: number[] } {
  let sent = "";
  const origin: number[] = [];
  let at = 0;
  for (const piece of splitPauses(text)) {
    const [written, from] =
      "pause" in piece ? [breakTags(piece.pause), -1] : [piece.text, piece.at];
    let i = from;
    for (const c of written) {
      origin.push(from < 0 ? at : i);
      if (from >= 0) i += c.length;
    }
    if (from >= 0) at = i;
    sent += written;
  }
  return { sent, origin };
}

// OpenAI's speech API has no pause tag: a paragraph break is the nearest it honours.
export function openAiText(text: string): string {
  return rewritePauses(text, () => "\n\n");
}
