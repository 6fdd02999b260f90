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

const empty = (): Alignment => ({
  characters: [],
  character_start_times_seconds: [],
  character_end_times_seconds: [],
});

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
  const out = empty();
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

/** The code points of `text` before its UTF-16 index `at`. */
export const codePointsBefore = (text: string, at: number) => Array.from(text.slice(0, at)).length;

/** Code points [from, to) of an alignment. */
export function sliceAlignment(a: Alignment, from: number, to: number): Alignment {
  return {
    characters: a.characters.slice(from, to),
    character_start_times_seconds: a.character_start_times_seconds.slice(from, to),
    character_end_times_seconds: a.character_end_times_seconds.slice(from, to),
  };
}

/**
 * Carries the spoken (normalised) text's alignment over to the text as the caller sent it, a
 * chunk at a time: each call takes the spoken characters from `from` on and answers the sent
 * characters they stand for. A character normalising removed (a zero-width joiner in Urdu, the
 * spaces trimmed at the ends) gets the time where it stood, at no length; the last chunk takes
 * every sent character left.
 */
export function sentAligner(sent: string, spoken: string) {
  const sentChars = Array.from(sent);
  const spokenChars = Array.from(spoken);
  // For each sent character: the spoken character it is, or the one it stands before.
  const at: number[] = [];
  const matched: boolean[] = [];
  let k = 0;
  for (const c of sentChars) {
    const same = spokenChars[k] === c || spokenChars[k] === c.normalize("NFC");
    at.push(k);
    matched.push(same);
    if (same) k += 1;
  }
  let next = 0;
  let time = 0;
  return (chunk: Alignment, from: number, last: boolean): Alignment => {
    const out = empty();
    const to = from + chunk.characters.length;
    for (; next < sentChars.length && (last || (at[next] ?? 0) < to); next++) {
      const j = (at[next] ?? 0) - from;
      const start = matched[next] ? (chunk.character_start_times_seconds[j] ?? time) : time;
      const end = matched[next] ? (chunk.character_end_times_seconds[j] ?? time) : time;
      out.characters.push(sentChars[next] ?? "");
      out.character_start_times_seconds.push(Math.max(time, start));
      out.character_end_times_seconds.push(Math.max(time, end));
      time = Math.max(time, end);
    }
    return out;
  };
}
