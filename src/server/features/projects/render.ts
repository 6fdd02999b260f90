// One block rendered: each run of text in its voice, in pieces the engines take, each piece at
// the project's rate and loudness (loudness.ts), the whole block one MP3. The audio is kept under
// a hash of what was spoken, by whom and how, so a block that did not change is never rendered
// again, by this conversion after a restart or by the next one.
import { createHash } from "node:crypto";
import { piecesOf } from "../../../domain/phrases.ts";
import { BLOCK_PIECE_MAX, type BlockPart } from "../../../domain/projects.ts";
import { concat } from "../../speech/audio.ts";
import { openEncoder } from "../../speech/encode.ts";
import type { Speech } from "../../speech/index.ts";
import { decodeAudio } from "../../speech/transcode.ts";
import { levelled, PROJECT_SAMPLE_RATE } from "./loudness.ts";
import { spokenText } from "./spoken-text.ts";

/** A run with its voice decided (the project's default where the block names none). */
export interface VoicedPart {
  text: string;
  voiceId: string;
}

// Raised when what is kept changes shape, so old audio is not taken for new.
const RENDER_VERSION = 1;
const MP3_KBPS = 64;

export function voiced(parts: BlockPart[], defaultVoiceId: string): VoicedPart[] {
  return parts
    .map((p) => ({ text: spokenText(p.text), voiceId: p.voiceId ?? defaultVoiceId }))
    .filter((p) => p.text !== "");
}

export function blockAudioKey(userId: string, parts: VoicedPart[]): string {
  const hash = createHash("sha256")
    .update(JSON.stringify({ v: RENDER_VERSION, rate: PROJECT_SAMPLE_RATE, kbps: MP3_KBPS, parts }))
    .digest("hex");
  return `projects/${userId}/blocks/${hash}.mp3`;
}

export interface RenderedBlock {
  audio: Uint8Array;
  durationMs: number;
}

export async function renderBlock(
  speech: Speech,
  parts: VoicedPart[],
  signal?: AbortSignal,
): Promise<RenderedBlock> {
  const encoder = await openEncoder(PROJECT_SAMPLE_RATE, "mp3", MP3_KBPS);
  const chunks: Uint8Array[] = [];
  let samples = 0;
  for (const part of parts) {
    for (const piece of piecesOf(part.text, BLOCK_PIECE_MAX)) {
      const result = await speech.synthesize({
        voiceId: part.voiceId,
        text: piece,
        format: "wav",
        ...(signal ? { signal } : {}),
      });
      const level = levelled(await decodeAudio(result.audio, result.format));
      samples += level.length;
      chunks.push(await encoder.encode(level));
    }
  }
  chunks.push(encoder.finish());
  return { audio: concat(chunks), durationMs: Math.round((samples / PROJECT_SAMPLE_RATE) * 1000) };
}
