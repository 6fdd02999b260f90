// Word marks as ElevenLabs' character alignment (docs/architecture.md, "Word timings"): every
// character of the text, one entry each and in order, with times that never go backwards and
// never pass the audio's end. A character no engine says (an emoji, a zero-width joiner, a pause
// marker, the space between words) still has its entry, in the time between the words around it.
import type { WordMark } from "./word-timing.ts";

export interface Alignment {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}

const seconds = (ms: number) => Math.round(ms) / 1000;

/** The characters (code points) of text[from, to) shared out evenly over [start, end] ms. */
function share(out: Alignment, text: string, from: number, to: number, start: number, end: number) {
  const chars = Array.from(text.slice(from, to));
  chars.forEach((c, i) => {
    out.characters.push(c);
    out.character_start_times_seconds.push(seconds(start + ((end - start) * i) / chars.length));
    out.character_end_times_seconds.push(seconds(start + ((end - start) * (i + 1)) / chars.length));
  });
}

/** `marks` must be fitted (fitMarks): in order, never overlapping, within `durationMs`. */
export function characterAlignment(text: string, marks: WordMark[], durationMs: number): Alignment {
  const out: Alignment = {
    characters: [],
    character_start_times_seconds: [],
    character_end_times_seconds: [],
  };
  let char = 0;
  let ms = 0;
  for (const m of marks) {
    share(out, text, char, m.from, ms, m.start);
    share(out, text, m.from, m.to, m.start, m.end);
    char = m.to;
    ms = m.end;
  }
  share(out, text, char, text.length, ms, Math.max(ms, durationMs));
  return out;
}

/**
 * The alignment of the spoken (normalised) text carried over to the text as the caller sent it:
 * a character normalising removed (a zero-width joiner in Urdu, the spaces trimmed at the ends)
 * gets the time where it stood, at no length.
 */
export function alignSent(sent: string, spoken: string, alignment: Alignment): Alignment {
  if (sent === spoken) return alignment;
  const out: Alignment = {
    characters: [],
    character_start_times_seconds: [],
    character_end_times_seconds: [],
  };
  const starts = alignment.character_start_times_seconds;
  const ends = alignment.character_end_times_seconds;
  let k = 0;
  let at = 0;
  for (const c of Array.from(sent)) {
    const matches = alignment.characters[k] === c || alignment.characters[k] === c.normalize("NFC");
    const start = matches ? (starts[k] ?? at) : at;
    const end = matches ? (ends[k] ?? at) : at;
    if (matches) k += 1;
    out.characters.push(c);
    out.character_start_times_seconds.push(start);
    out.character_end_times_seconds.push(end);
    at = end;
  }
  return out;
}
