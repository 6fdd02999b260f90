import { concat, pcm16ToWav, wavPcm } from "../../speech/audio.ts";
import type { SynthesisResult } from "../../speech/index.ts";

// One file for the history from a stream's pieces: MP3 frames join as they are, WAV pieces
// by their samples under one header. Each piece's words are already placed in the whole speech
// (SynthesisResult.marks): they join as they are, when every piece has them.
export function joinPieces(pieces: SynthesisResult[]): SynthesisResult {
  const { marks: _, ...head } = pieces[0] as SynthesisResult;
  const marks = pieces.every((p) => p.marks) ? { marks: pieces.flatMap((p) => p.marks ?? []) } : {};
  if (pieces.length === 1 || head.format === "mp3") {
    return {
      ...head,
      audio: concat(pieces.map((p) => p.audio)),
      durationMs: sumDurations(pieces),
      ...marks,
    };
  }
  const pcm = pieces.map((p) => wavPcm(p.audio));
  const rate = pcm[0]?.sampleRate ?? 22_050;
  const joined = concat(pcm.map((p) => p?.pcm ?? new Uint8Array(0)));
  return {
    ...head,
    audio: pcm16ToWav(joined, rate, pcm[0]?.channels ?? 1),
    durationMs: sumDurations(pieces),
    ...marks,
  };
}

/** The pieces' length together, or null when one of them has none. */
export function sumDurations(pieces: SynthesisResult[]): number | null {
  let ms = 0;
  for (const p of pieces) {
    if (p.durationMs === null) return null;
    ms += p.durationMs;
  }
  return ms;
}
