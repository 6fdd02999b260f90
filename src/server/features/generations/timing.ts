// A generation's words and captions from what its engine said (docs/architecture.md, "Word
// timings"): the engine's own marks when it has them, else an estimate; then fitted to the audio.
import { captionCues } from "../../../domain/captions.ts";
import { estimateMarks, fitMarks, timedWords, type WordMark } from "../../../domain/word-timing.ts";
import type { SynthesisResult } from "../../speech/index.ts";

/** The marks of `text` for this audio: in order, never backwards, within its length. */
export function marksOf(text: string, audio: SynthesisResult, durationMs: number): WordMark[] {
  return fitMarks(audio.marks ?? estimateMarks(text, durationMs), durationMs);
}

export function timingOf(text: string, audio: SynthesisResult) {
  if (audio.durationMs === null) return { words: null, cues: null };
  const words = timedWords(text, marksOf(text, audio, audio.durationMs));
  return { words, cues: captionCues(words) };
}
