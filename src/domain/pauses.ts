// Pauses a creator writes into the text (docs/product.md section 5, "Pauses"): a blank line, or
// "[pause 1s]" for 0.1 to 5 seconds. Every engine hears the same pieces: text to speak and
// silences between them.

export const PAUSE_MIN_SECONDS = 0.1;
export const PAUSE_MAX_SECONDS = 5;
/** All the pauses of one text together: more would make minutes of silence from a few characters. */
export const PAUSES_MAX_TOTAL_SECONDS = 60;
/** What a blank line between paragraphs is worth. */
export const BLANK_LINE_SECONDS = 0.7;

// "[pause 1s]", "[pause 0.5 s]", "[Pause 2.5s]"; the number is checked against the range apart.
const MARKER = /\[\s*pause\s+(\d+(?:\.\d+)?)\s*s\s*\]/giu;
// A line with nothing but spaces between two others.
const BLANK_LINE = /\n[^\S\n]*\n\s*/gu;
const EITHER = new RegExp(`${MARKER.source}|${BLANK_LINE.source}`, "giu");

/** `at`: where the piece starts in the text, so word times can name the words as written. */
export type TextPiece = { text: string; at: number } | { pause: number };

/** The marker pauses outside 0.1-5 s, as written, for the error that names them. */
export function badPauses(text: string): string[] {
  return [...text.matchAll(MARKER)]
    .filter((m) => {
      const s = Number(m[1]);
      return s < PAUSE_MIN_SECONDS || s > PAUSE_MAX_SECONDS;
    })
    .map((m) => m[0]);
}

/** `at`, or the end of the pause marker it falls inside, so a cut never splits "[pause 1s]". */
export function outsideMarkers(text: string, at: number): number {
  for (const m of text.matchAll(MARKER)) {
    if (m.index < at && at < m.index + m[0].length) return m.index + m[0].length;
  }
  return at;
}

/**
 * The text as pieces to speak and seconds of silence, in order. Pauses next to each other add
 * up (to at most 5 s); a piece that is only white space is dropped.
 */
export function splitPauses(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pause = (seconds: number) => {
    const last = pieces.at(-1);
    if (last && "pause" in last) last.pause = Math.min(PAUSE_MAX_SECONDS, last.pause + seconds);
    else pieces.push({ pause: seconds });
  };
  let start = 0;
  for (const m of text.matchAll(EITHER)) {
    const spoken = text.slice(start, m.index);
    if (spoken.trim() !== "") pieces.push({ text: spoken, at: start });
    const seconds = m[1] === undefined ? BLANK_LINE_SECONDS : Number(m[1]);
    pause(Math.min(PAUSE_MAX_SECONDS, Math.max(PAUSE_MIN_SECONDS, seconds)));
    start = m.index + m[0].length;
  }
  const rest = text.slice(start);
  if (rest.trim() !== "") pieces.push({ text: rest, at: start });
  return pieces;
}

/** Seconds of silence the text's pauses add up to, as spoken (splitPauses). */
export function totalPauseSeconds(text: string): number {
  let seconds = 0;
  for (const p of splitPauses(text)) if ("pause" in p) seconds += p.pause;
  return Math.round(seconds * 10) / 10;
}

/** The text with its pauses written another way (an engine's own break tag, or a full stop). */
export function rewritePauses(text: string, write: (seconds: number) => string): string {
  return splitPauses(text)
    .map((p) => ("text" in p ? p.text : write(p.pause)))
    .join("");
}
