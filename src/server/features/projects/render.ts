// One block rendered: each run of text in its voice, in pieces the engines take, each piece at
// the project's rate and loudness (loudness.ts), the whole block one MP3. The audio is kept under
// a hash of what was spoken, by whom and how, so a block that did not change is never rendered
// again, by this conversion after a restart or by the next one.
import { createHash } from "node:crypto";
import { piecesOf } from "../../../domain/phrases.ts";
import {
  BLOCK_PIECE_MAX,
  type BlockPart,
  blockText,
  type RenderPart,
} from "../../../domain/projects.ts";
import { writtenMarks } from "../../../domain/pronunciation/apply.ts";
import {
  shiftMarks,
  type TimedWord,
  timedWords,
  type WordMark,
} from "../../../domain/word-timing.ts";
import { concat } from "../../speech/audio.ts";
import { openEncoder } from "../../speech/encode.ts";
import type { Speech } from "../../speech/index.ts";
import { decodeAudio } from "../../speech/transcode.ts";
import { marksOf } from "../generations/timing.ts";
import { levelled, PROJECT_SAMPLE_RATE } from "./loudness.ts";
import { type Pronouncer, spokenText } from "./spoken-text.ts";

// Raised when what is kept changes shape, so old audio is not taken for new.
const RENDER_VERSION = 2;
const MP3_KBPS = 64;

/** The runs with their voices decided (the project's default where a run names none). */
export function voiced(
  parts: BlockPart[],
  defaultVoiceId: string,
  pronouncer: Pronouncer,
): RenderPart[] {
  return parts
    .map((p) => {
      const voiceId = p.voiceId ?? defaultVoiceId;
      const { written, spoken, replacements } = spokenText(p.text, voiceId, pronouncer);
      return { text: written, voiceId, spoken, replacements };
    })
    .filter((p) => p.text !== "");
}

export function blockAudioKey(userId: string, parts: RenderPart[]): string {
  const hash = createHash("sha256")
    .update(JSON.stringify({ v: RENDER_VERSION, rate: PROJECT_SAMPLE_RATE, kbps: MP3_KBPS, parts }))
    .digest("hex");
  return `projects/${userId}/blocks/${hash}.mp3`;
}

export interface RenderedBlock {
  audio: Uint8Array;
  durationMs: number;
  /** The block's words as written (its runs joined), timed by the engine's own marks. */
  words: TimedWord[];
}

/** Where a block's word timings are kept, beside its audio. */
export const wordsKey = (audioKey: string) => audioKey.replace(/\.mp3$/, ".words.json");

export async function renderBlock(
  speech: Speech,
  parts: RenderPart[],
  signal?: AbortSignal,
): Promise<RenderedBlock> {
  const encoder = await openEncoder(PROJECT_SAMPLE_RATE, "mp3", MP3_KBPS);
  const chunks: Uint8Array[] = [];
  const marks: WordMark[] = [];
  const ms = (n: number) => (n / PROJECT_SAMPLE_RATE) * 1000;
  let samples = 0;
  let written = 0;
  for (const part of parts) {
    // Marks on the spoken text, moved onto the written one (an alias's words become its word).
    const spokenMarks: WordMark[] = [];
    let at = 0;
    for (const piece of piecesOf(part.spoken, BLOCK_PIECE_MAX)) {
      const from = Math.max(at, part.spoken.indexOf(piece, at));
      at = from + piece.length;
      const result = await speech.synthesize({
        voiceId: part.voiceId,
        text: piece,
        format: "wav",
        ...(signal ? { signal } : {}),
      });
      const level = levelled(await decodeAudio(result.audio, result.format));
      spokenMarks.push(...shiftMarks(marksOf(piece, result, ms(level.length)), from, ms(samples)));
      samples += level.length;
      chunks.push(await encoder.encode(level));
    }
    const pronounced = { written: part.text, spoken: part.spoken, replacements: part.replacements };
    marks.push(...shiftMarks(writtenMarks(pronounced, spokenMarks), written, 0));
    written += part.text.length;
  }
  chunks.push(encoder.finish());
  return {
    audio: concat(chunks),
    durationMs: Math.round(ms(samples)),
    words: timedWords(blockText({ parts }), marks),
  };
}
