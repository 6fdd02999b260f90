// Exact word times from eSpeak (docs/architecture.md, "Word timings"): it reports each word as it
// starts speaking it and each clause's end, in samples. A word lasts until the next event, less
// the silence at its end (a sentence's close, a pause), found in the loudness of the samples.
import { splitPauses } from "../../../domain/pauses.ts";
import { type Span, type WordMark, wordSpans } from "../../../domain/word-timing.ts";
import { ESPEAK_EVENT, type EspeakEvent } from "../espeak/espeak.ts";

/** Samples a loudness block covers: about 12 ms at eSpeak's rate. */
export const BLOCK = 256;
// Below this (16-bit samples) a block is silence: eSpeak's silence is zeros and near-zeros.
const QUIET = 200;

/** The loudest sample of each BLOCK samples, fed chunk by chunk as eSpeak speaks. */
export function createLoudness() {
  const blocks: number[] = [];
  let count = 0;
  return {
    blocks,
    add(chunk: Int16Array) {
      for (const sample of chunk) {
        const block = Math.floor(count / BLOCK);
        const level = Math.abs(sample);
        if ((blocks[block] ?? 0) < level || blocks[block] === undefined) blocks[block] = level;
        count += 1;
      }
    },
  };
}

/**
 * The end of the last sound in [start, end) samples, or `end` when all of it is quiet. Only the
 * blocks wholly before `end` count: the next word's sound may begin inside the block it starts in.
 */
function soundEnd(blocks: number[], start: number, end: number): number {
  for (let b = Math.floor(end / BLOCK) - 1; b >= 0 && b * BLOCK >= start - BLOCK; b--) {
    if ((blocks[b] ?? 0) > QUIET) return Math.max(start, Math.min(end, (b + 1) * BLOCK));
  }
  return end;
}

/** The written words of the text (pause markers are no words), in order. */
function writtenWords(text: string): Span[] {
  return splitPauses(text).flatMap((p) =>
    "text" in p ? wordSpans(text, p.at, p.at + p.text.length) : [],
  );
}

/**
 * The text's words timed by eSpeak's events. `origin` maps the SSML's code points to the text
 * (ssml.ts); a word eSpeak reported no event for (it said nothing there) takes no time, where it
 * stands.
 */
export function marksFromEvents(
  text: string,
  origin: number[],
  events: EspeakEvent[],
  blocks: number[],
  samples: number,
  sampleRate: number,
): WordMark[] {
  const words = writtenWords(text);
  const tokenAt = (index: number) => words.findIndex((w) => w.from <= index && index < w.to);
  const starts: number[] = [];
  const ends: number[] = [];
  let open = -1;
  for (const event of events) {
    const token = event.type === ESPEAK_EVENT.word ? tokenAt(origin[event.position - 1] ?? -1) : -1;
    if (token === open && token >= 0) continue;
    if (open >= 0) ends[open] = event.sample;
    open = -1;
    if (token >= 0 && starts[token] === undefined) {
      starts[token] = event.sample;
      open = token;
    }
  }
  if (open >= 0) ends[open] = samples;
  const ms = (sample: number) => (sample / sampleRate) * 1000;
  let at = 0;
  return words.map((word, i) => {
    const start = starts[i];
    const end = ends[i];
    if (start === undefined || end === undefined) return { ...word, start: ms(at), end: ms(at) };
    at = soundEnd(blocks, start, end);
    return { ...word, start: ms(start), end: ms(at) };
  });
}
