// ElevenLabs' with-timestamps answers (docs/architecture.md, "Word timings"): the audio in base64
// with every character of the text and when it is heard, as one JSON answer or as one JSON line
// a piece of speech, each piece with the characters it says (times from the start of the whole).
import {
  type Alignment,
  characterAlignment,
  codePointsBefore,
  sentAligner,
  sliceAlignment,
} from "../../../domain/alignment.ts";
import { estimateMarks, fitMarks, shiftMarks, type WordMark } from "../../../domain/word-timing.ts";
import type { SynthesisResult } from "../../speech/index.ts";
import { encodeOutput, type Output } from "./audio-output.ts";

export interface TimestampChunk {
  audio: Uint8Array;
  /** The characters of the text as sent. */
  alignment: Alignment;
  /** The characters of the text as spoken (normalised: src/domain/text.ts). */
  normalized: Alignment;
}

async function* one(piece: SynthesisResult) {
  yield piece;
}

async function encoded(piece: SynthesisResult, output: Output): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const bytes of encodeOutput(one(piece), output)) parts.push(bytes);
  return Buffer.concat(parts);
}

/**
 * The pieces with their characters. A piece takes the characters up to the end of its last word
 * (the last piece: all that are left), so the chunks' characters, joined, are the text.
 */
export async function* timestampChunks(
  sent: string,
  spoken: string,
  pieces: AsyncIterable<SynthesisResult>,
  output: Output,
): AsyncGenerator<TimestampChunk> {
  const toSent = sentAligner(sent, spoken);
  const marks: WordMark[] = [];
  let elapsed = 0;
  let emitted = 0;
  const source = pieces[Symbol.asyncIterator]();
  let next = await source.next();
  while (!next.done) {
    const piece = next.value;
    next = await source.next();
    const last = next.done === true;
    const start = elapsed;
    elapsed += piece.durationMs ?? 0;
    // An engine that cannot time its words speaks in one piece: its words are estimated.
    marks.push(...(piece.marks ?? shiftMarks(estimateMarks(spoken, elapsed - start), 0, start)));
    const fitted = fitMarks(marks, elapsed);
    const whole = characterAlignment(spoken, fitted, elapsed);
    const upto = last ? whole.characters.length : codePointsBefore(spoken, fitted.at(-1)?.to ?? 0);
    const normalized = sliceAlignment(whole, emitted, Math.max(emitted, upto));
    const alignment = toSent(normalized, emitted, last);
    emitted = Math.max(emitted, upto);
    yield { audio: await encoded(piece, output), alignment, normalized };
  }
}

const view = (chunk: TimestampChunk) => ({
  audio_base64: Buffer.from(chunk.audio).toString("base64"),
  alignment: chunk.alignment,
  normalized_alignment: chunk.normalized,
});

const joined = (parts: Alignment[]): Alignment => ({
  characters: parts.flatMap((a) => a.characters),
  character_start_times_seconds: parts.flatMap((a) => a.character_start_times_seconds),
  character_end_times_seconds: parts.flatMap((a) => a.character_end_times_seconds),
});

/** POST /v1/text-to-speech/{voice_id}/with-timestamps: the whole speech in one answer. */
export async function timestampsJson(chunks: AsyncIterable<TimestampChunk>) {
  const all: TimestampChunk[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return view({
    audio: Buffer.concat(all.map((c) => c.audio)),
    alignment: joined(all.map((c) => c.alignment)),
    normalized: joined(all.map((c) => c.normalized)),
  });
}

/** POST …/stream/with-timestamps: a JSON object a line, a line a piece of speech. */
export async function* timestampsNdjson(
  chunks: AsyncIterable<TimestampChunk>,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) yield Buffer.from(`${JSON.stringify(view(chunk))}\n`);
}
