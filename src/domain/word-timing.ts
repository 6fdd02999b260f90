// When each written word of a generation is heard (docs/architecture.md, "Word timings"). The
// engines report marks on the text as it was written (the text a pronunciation substitution or a
// pause marker changes for the engine is never what is shown); these rules turn the marks into the
// words the studio highlights, the captions and the public API's character alignment.
import { splitPauses } from "./pauses.ts";

/** A written word and when it is heard: characters [from, to) of the text, ms from the audio's start. */
export interface WordMark {
  from: number;
  to: number;
  start: number;
  end: number;
}

/** A word as stored and shown: its text as written, ms from the audio's start. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

export interface Span {
  from: number;
  to: number;
}

// A word says something: a run without white space with a letter or a digit in it. An emoji or a
// lone dash is no word (the engines skip it); it still has its place in the character alignment.
const SPOKEN = /[\p{L}\p{N}]/u;

/** The words of `text` between `from` and `to`, in order. */
export function wordSpans(text: string, from = 0, to = text.length): Span[] {
  const spans: Span[] = [];
  for (const m of text.slice(from, to).matchAll(/\S+/gu)) {
    if (SPOKEN.test(m[0])) spans.push({ from: from + m.index, to: from + m.index + m[0].length });
  }
  return spans;
}

/** What takes time to say when nothing better is known: its letters and digits. */
export function letterWeight(word: string): number {
  return Math.max(1, word.replace(/[^\p{L}\p{N}]/gu, "").length);
}

/** The spans shared out over [start, end] ms in proportion to their weights, end to end. */
export function spread(spans: Span[], weights: number[], start: number, end: number): WordMark[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const marks: WordMark[] = [];
  let at = start;
  spans.forEach((span, i) => {
    const next = total === 0 ? end : at + ((weights[i] ?? 0) / total) * (end - start);
    marks.push({ ...span, start: at, end: next });
    at = next;
  });
  return marks;
}

/**
 * Marks for an engine that reports none (an OpenAI-compatible server): each pause its exact
 * length, the speaking time shared out by letters. A provider that ignored the pauses (the audio
 * is shorter than they are) shares all the time.
 */
export function estimateMarks(text: string, durationMs: number): WordMark[] {
  const pieces = splitPauses(text);
  const paused = pieces.reduce((ms, p) => ms + ("pause" in p ? p.pause * 1000 : 0), 0);
  const pauseScale = paused >= durationMs ? 0 : 1;
  const spans = pieces.map((p) => ("text" in p ? wordSpans(text, p.at, p.at + p.text.length) : []));
  const weightOf = (s: Span) => letterWeight(text.slice(s.from, s.to));
  const weight = spans.flat().reduce((sum, s) => sum + weightOf(s), 0);
  const perWeight = weight === 0 ? 0 : Math.max(0, durationMs - paused * pauseScale) / weight;
  const marks: WordMark[] = [];
  let at = 0;
  pieces.forEach((piece, i) => {
    if ("pause" in piece) {
      at += piece.pause * 1000 * pauseScale;
      return;
    }
    const words = spans[i] ?? [];
    const weights = words.map(weightOf);
    const length = weights.reduce((sum, w) => sum + w, 0) * perWeight;
    marks.push(...spread(words, weights, at, at + length));
    at += length;
  });
  return marks;
}

/**
 * The marks in the text's order with times that never go backwards, no word starting before the
 * one before it ends, and nothing past the audio's end: whatever an engine or a provider said.
 */
export function fitMarks(marks: WordMark[], durationMs: number): WordMark[] {
  const clamp = (ms: number, min: number) => Math.min(durationMs, Math.max(min, ms));
  let at = 0;
  return [...marks]
    .sort((a, b) => a.from - b.from)
    .map((m) => {
      const start = clamp(m.start, at);
      const end = clamp(m.end, start);
      at = end;
      return { ...m, start, end };
    });
}

/** The words as written with their times (whole ms), for the history and the studio. */
export function timedWords(text: string, marks: WordMark[]): TimedWord[] {
  return marks.map((m) => ({
    text: text.slice(m.from, m.to),
    start: Math.round(m.start),
    end: Math.round(m.end),
  }));
}

/** Marks moved along the text and the audio: a piece's own marks placed in the whole. */
export function shiftMarks(marks: WordMark[], chars: number, ms: number): WordMark[] {
  return marks.map((m) => ({
    from: m.from + chars,
    to: m.to + chars,
    start: m.start + ms,
    end: m.end + ms,
  }));
}

/** Where each of `parts` (pieces of `text` cut in order) starts in it. */
export function offsetsIn(text: string, parts: string[]): number[] {
  let cursor = 0;
  return parts.map((part) => {
    const at = text.indexOf(part, cursor);
    const found = at < 0 ? cursor : at;
    cursor = found + part.length;
    return found;
  });
}
