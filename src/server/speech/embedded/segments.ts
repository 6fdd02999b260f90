// Long texts are spoken in pieces, one per worker thread, and the pieces' MP3s joined: a
// 5000-character text then takes about half the time on two cores. Pieces end at sentence ends,
// where eSpeak pauses anyway, so the joins cannot be heard.
import { outsideMarkers } from "../../../domain/pauses.ts";
import { SENTENCE_END } from "../../../domain/text.ts";

// Below this a piece is not worth a thread of its own: the hand-over costs more than it saves.
export const MIN_SEGMENT_CHARS = 200;

/** Splits `text` into at most `parts` pieces of similar length, at sentence ends when it can. */
export function splitForWorkers(text: string, parts: number, minChars = MIN_SEGMENT_CHARS) {
  const count = Math.min(parts, Math.floor(text.length / minChars));
  if (count <= 1) return [text];
  const target = text.length / count;
  const ends = [...text.matchAll(SENTENCE_END)].map((m) => m.index + m[0].length);
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < count; i++) {
    const ideal = Math.round(i * target);
    // A sentence end that leaves both sides the minimum; else a shorter piece that still ends a
    // sentence (a cut mid-sentence is heard: each side is spoken as an utterance of its own);
    // between words only inside a sentence longer than a piece.
    const near =
      nearest(ends, ideal, start + minChars, text.length - minChars) ??
      nearest(ends, ideal, Math.max(start + 1, ideal - target / 2), ideal + target / 2) ??
      spaceNear(text, ideal);
    const cut = near === null ? null : outsideMarkers(text, near);
    if (cut === null || cut <= start) continue;
    pieces.push(text.slice(start, cut));
    start = cut;
  }
  pieces.push(text.slice(start));
  return pieces.filter((p) => p.trim() !== "");
}

/**
 * A stream's pieces: the first sentence alone when it is short, then pieces of about
 * MIN_SEGMENT_CHARS. The first piece is heard while the rest is spoken, so the wait before any
 * sound is one short sentence's synthesis, not one piece's.
 */
export function splitForStream(text: string, minChars = MIN_SEGMENT_CHARS): string[] {
  const all = (t: string) => splitForWorkers(t, Number.MAX_SAFE_INTEGER, minChars);
  const first = text.matchAll(SENTENCE_END).next().value;
  if (!first) return all(text);
  const cut = first.index + first[0].length;
  if (cut > minChars || cut >= text.length || text.slice(cut).trim() === "") return all(text);
  return [text.slice(0, cut), ...all(text.slice(cut))];
}

function nearest(ends: number[], ideal: number, min: number, max: number): number | null {
  let best: number | null = null;
  for (const end of ends) {
    if (end < min || end > max) continue;
    if (best === null || Math.abs(end - ideal) < Math.abs(best - ideal)) best = end;
  }
  return best;
}

// One sentence longer than a whole piece: cut between words rather than not at all.
function spaceNear(text: string, ideal: number): number | null {
  const after = text.indexOf(" ", ideal);
  const before = text.lastIndexOf(" ", ideal);
  const candidates = [after, before].filter((i) => i > 0).map((i) => i + 1);
  if (candidates.length === 0) return null;
  return candidates.reduce((a, b) => (Math.abs(a - ideal) <= Math.abs(b - ideal) ? a : b));
}
