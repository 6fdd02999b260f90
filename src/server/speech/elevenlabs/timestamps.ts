// ElevenLabs' with-timestamps answer (https://elevenlabs.io/docs/api-reference/text-to-speech/convert-with-timestamps):
// the audio in base64 and when each character of the text sent is heard, turned into the written
// words' marks (src/domain/word-timing.ts).
import { z } from "zod";
import { splitPauses } from "../../../domain/pauses.ts";
import { type WordMark, wordSpans } from "../../../domain/word-timing.ts";

const alignmentJson = z.looseObject({
  characters: z.array(z.string()),
  character_start_times_seconds: z.array(z.number()),
  character_end_times_seconds: z.array(z.number()),
});

export const withTimestampsJson = z.looseObject({
  audio_base64: z.string(),
  alignment: alignmentJson.nullish(),
  normalized_alignment: alignmentJson.nullish(),
});

type AlignmentJson = z.infer<typeof alignmentJson>;

/**
 * The written words timed by the characters ElevenLabs says it spoke. `origin` maps the sent text's
 * code points to the written text (elevenLabsTextMap); an alignment that is not of the text sent
 * gives none (the generation then estimates them).
 */
export function marksFromAlignment(
  text: string,
  origin: number[],
  alignment: AlignmentJson | null | undefined,
): WordMark[] | undefined {
  if (!alignment || alignment.characters.length !== origin.length) return undefined;
  const words = splitPauses(text).flatMap((p) =>
    "text" in p ? wordSpans(text, p.at, p.at + p.text.length) : [],
  );
  const marks: (WordMark | undefined)[] = words.map(() => undefined);
  let w = 0;
  origin.forEach((index, i) => {
    while (w < words.length && (words[w]?.to ?? 0) <= index) w += 1;
    const word = words[w];
    if (!word || index < word.from) return;
    const start = alignment.character_start_times_seconds[i] ?? 0;
    const end = alignment.character_end_times_seconds[i] ?? start;
    const mark = marks[w];
    marks[w] = mark
      ? { ...mark, end: Math.max(mark.end, end * 1000) }
      : { ...word, start: start * 1000, end: end * 1000 };
  });
  return words.map((word, i) => marks[i] ?? { ...word, start: 0, end: 0 });
}
