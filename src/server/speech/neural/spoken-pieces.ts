// A neural text's speech as the pieces of its one stream. One encoder serves the whole text; its
// output can end mid-frame, so each piece is cut at the last whole frame and the rest carried
// into the next, and the encoder's tail ends the stream. The text's pauses become silence once
// the encoder (and so the sample rate) is known.
import type { WordMark } from "../../../domain/word-timing.ts";
import { concat, wholeMp3Frames } from "../audio.ts";
import type { AudioFormat } from "../types.ts";
import type { ThreadEncoder } from "./encoder-thread.ts";

/** A piece's bytes in the request's one stream (MP3 frames or PCM), and how to make a file of them. */
export interface Spoken {
  bytes: Uint8Array;
  samples: number;
  sampleRate: number;
  wrap: (bytes: Uint8Array) => Uint8Array;
  /** The words spoken since the piece before (from the start of the whole speech). */
  marks: WordMark[];
}

type OpenEncoder = (sampleRate: number, format: AudioFormat) => Promise<ThreadEncoder>;

export function spokenPieces(open: OpenEncoder, format: AudioFormat) {
  let encoder: ThreadEncoder | null = null;
  let carry: Uint8Array = new Uint8Array();
  /** Samples encoded since the last piece was taken. */
  let samples = 0;
  /** Samples in the pieces taken so far. */
  let spoken = 0;
  /** Seconds of silence the text asked for that are not yet in the stream. */
  let silence = 0;
  /** The words of the audio encoded since the last piece was taken. */
  let marks: WordMark[] = [];

  const encode = async (into: ThreadEncoder, pcm: Float32Array) => {
    carry = concat([carry, await into.encode(pcm)]);
    samples += pcm.length;
  };
  const flushSilence = async (into: ThreadEncoder) => {
    if (silence <= 0) return;
    await encode(into, new Float32Array(Math.round(silence * into.sampleRate)));
    silence = 0;
  };
  const piece = (bytes: Uint8Array, into: ThreadEncoder): Spoken => {
    const taken = { bytes, samples, sampleRate: into.sampleRate, wrap: into.wrap, marks };
    spoken += samples;
    samples = 0;
    marks = [];
    return taken;
  };

  return {
    /** Nothing taken yet: the next piece is the stream's first. */
    get first() {
      return spoken === 0;
    },
    /** Seconds of audio so far, silence included. */
    get seconds() {
      return encoder ? (spoken + samples) / encoder.sampleRate : 0;
    },
    pause(seconds: number) {
      silence += seconds;
    },
    /**
     * Adds a clause's audio after any pause before it; `words` times its words, given where the
     * clause starts and ends in the whole speech (ms).
     */
    async add(
      pcm: Float32Array,
      sampleRate: number,
      words: (startMs: number, endMs: number) => WordMark[],
    ) {
      encoder ??= await open(sampleRate, format);
      await flushSilence(encoder);
      const ms = (n: number) => (n / sampleRate) * 1000;
      const start = spoken + samples;
      marks.push(...words(ms(start), ms(start + pcm.length)));
      await encode(encoder, pcm);
    },
    /** What is encoded so far, up to its last whole frame; null while that is nothing. */
    take(): Spoken | null {
      const cut = format === "mp3" ? wholeMp3Frames(carry) : carry.length;
      if (!encoder || cut === 0) return null;
      const bytes = carry.subarray(0, cut);
      carry = carry.subarray(cut);
      return piece(bytes, encoder);
    },
    /** The rest, a pause at the very end included (the creator may want room before the next clip). */
    async finish(): Promise<Spoken | null> {
      if (!encoder) return null;
      await flushSilence(encoder);
      const tail = concat([carry, await encoder.finish()]);
      carry = new Uint8Array();
      return tail.length > 0 ? piece(tail, encoder) : null;
    },
    /** Closes the encoder whether the text was spoken, failed or was abandoned half way. */
    close() {
      encoder?.finish().catch(() => {});
    },
  };
}
