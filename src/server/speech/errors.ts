// Every speech failure carries the catalogue's text the user sees and the HTTP status the API answers.
import { byKey, type Message, message } from "../../domain/messages.ts";

export type SpeechErrorCode =
  | "UNKNOWN_VOICE"
  | "SPEECH_INVALID_INPUT"
  | "SPEECH_TOO_LONG"
  | "SPEECH_RATE_LIMITED"
  | "SPEECH_INVALID_KEY"
  | "SPEECH_PROVIDER"
  | "SPEECH_UNAVAILABLE"
  | "SPEECH_EMPTY"
  | "SPEECH_NETWORK"
  | "SPEECH_TIMEOUT"
  | "SPEECH_ABORTED"
  | "SPEECH_FAILED";

// 499 is nginx's "client closed request": the caller aborted, nobody is waiting for an answer.
export type SpeechErrorStatus = 400 | 429 | 499 | 500 | 502 | 503 | 504;

const DEFAULT_STATUS: Record<SpeechErrorCode, SpeechErrorStatus> = {
  UNKNOWN_VOICE: 400,
  SPEECH_INVALID_INPUT: 400,
  SPEECH_TOO_LONG: 400,
  SPEECH_RATE_LIMITED: 429,
  SPEECH_INVALID_KEY: 502,
  SPEECH_PROVIDER: 502,
  SPEECH_UNAVAILABLE: 503,
  SPEECH_EMPTY: 502,
  SPEECH_NETWORK: 502,
  SPEECH_TIMEOUT: 504,
  SPEECH_ABORTED: 499,
  SPEECH_FAILED: 502,
};

export class SpeechError extends Error {
  override readonly name = "SpeechError";
  readonly code: SpeechErrorCode;
  readonly status: SpeechErrorStatus;
  /** The catalogue message behind the text, so the API's answer names its key. */
  readonly text: Message | undefined;

  constructor(
    code: SpeechErrorCode,
    text: string | Message,
    options?: { status?: SpeechErrorStatus; cause?: unknown },
  ) {
    super(
      typeof text === "string" ? text : message(text.key, text.values),
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.status = options?.status ?? DEFAULT_STATUS[code];
    this.text = typeof text === "string" ? undefined : text;
  }
}

export function unknownVoice(): SpeechError {
  return new SpeechError("UNKNOWN_VOICE", byKey("generationUnknownVoice"));
}
