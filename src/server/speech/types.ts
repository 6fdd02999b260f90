// The one interface every speech engine implements (docs/decisions/002-speech.md).
import type { VoiceSettings } from "../../domain/voices.ts";
import type { WordMark } from "../../domain/word-timing.ts";

export type EngineId = "embedded" | "elevenlabs" | "openai" | "neural";

/** The engines behind a provider that bills each call it is sent (docs/product.md section 4). */
export const PAID_ENGINES: ReadonlySet<EngineId> = new Set(["elevenlabs", "openai"]);
export type Gender = "male" | "female" | "neutral";

export interface Voice {
  // Unique across engines: embedded ids are plain names, "el:<id>" is ElevenLabs, "oai:<name>"
  // an OpenAI-compatible server, "neural:<Piper voice>" an installed neural voice. The prefix is
  // how a request finds its engine.
  id: string;
  name: string;
  gender: Gender;
  accent: string;
  language: string;
  description: string;
  engine: EngineId;
  // Whether stability/similarity/style change anything, so the UI shows the sliders only then.
  usesSettings: boolean;
}

// Written once in the domain so the web's sliders and the server share it (docs/architecture.md, rule 2).
export type { VoiceSettings } from "../../domain/voices.ts";

export type AudioFormat = "mp3" | "wav";

export interface SynthesisRequest {
  voiceId: string;
  text: string;
  settings?: Partial<VoiceSettings>;
  format: AudioFormat;
  signal?: AbortSignal;
}

export interface SynthesisResult {
  audio: Uint8Array;
  contentType: string;
  format: AudioFormat;
  durationMs: number | null;
  /**
   * When each word of the request's text is heard (src/domain/word-timing.ts), from the start of
   * the whole speech: a stream's pieces carry their own words, placed in the whole. Absent when
   * the engine cannot tell (the generation then estimates them).
   */
  marks?: WordMark[];
}

export interface EngineStatus {
  ok: boolean;
  detail?: string;
}

export interface SpeechEngine {
  readonly id: EngineId;
  listVoices(): Promise<Voice[]>;
  synthesize(req: SynthesisRequest): Promise<SynthesisResult>;
  /**
   * The same speech as consecutive pieces, each a whole result of its own (MP3 frames that join
   * by concatenation, or a WAV per piece), the first ready before the rest are spoken. Engines
   * without it are streamed as one piece.
   */
  synthesizeStream?(req: SynthesisRequest): AsyncIterable<SynthesisResult>;
  status(): Promise<EngineStatus>;
  close(): Promise<void>;
}

// pino's logger satisfies this; tests pass a recorder.
export interface SpeechLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const CONTENT_TYPES: Record<AudioFormat, string> = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
};

/** A finished piece of speech: its content type follows from its format. */
export function speechResult(
  audio: Uint8Array,
  format: AudioFormat,
  durationMs: number | null,
  marks?: WordMark[],
): SynthesisResult {
  return {
    audio,
    contentType: CONTENT_TYPES[format],
    format,
    durationMs,
    ...(marks ? { marks } : {}),
  };
}
