// The text's pauses (src/domain/pauses.ts) in the words of engines that take text as it is.
import { rewritePauses } from "../../domain/pauses.ts";

// ElevenLabs reads <break time="1.5s" /> in the text, up to 3 s a tag: a longer pause is two.
const ELEVENLABS_MAX_BREAK = 3;

export function elevenLabsText(text: string): string {
  return rewritePauses(text, (seconds) => {
    const tags: string[] = [];
    for (let left = seconds; left > 0.001; left -= ELEVENLABS_MAX_BREAK) {
      tags.push(`<break time="${Math.min(left, ELEVENLABS_MAX_BREAK).toFixed(1)}s" />`);
    }
    return ` ${tags.join(" ")} `;
  });
}

// OpenAI's speech API has no pause tag: a paragraph break is the nearest it honours.
export function openAiText(text: string): string {
  return rewritePauses(text, () => "\n\n");
}
