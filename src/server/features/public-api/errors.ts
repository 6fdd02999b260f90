// Each shape answers errors the way its SDKs expect: ElevenLabs' {"detail": {status, message}}
// (a list of {loc, msg, type} for bad input), OpenAI's {"error": {message, type, param, code}}. The service's ApiErrors are translated here,
// so the rules and their messages stay the service's.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "../../http/errors.ts";

export type Shape = "elevenlabs" | "openai";

interface Mapped {
  status: ContentfulStatusCode;
  elevenlabs: string;
  openai: { type: string; code: string | null };
}

const BAD_INPUT: Omit<Mapped, "status"> = {
  elevenlabs: "invalid_request",
  openai: { type: "invalid_request_error", code: null },
};

type Status = ContentfulStatusCode;

// By the service's code: each shape's status, the status name ElevenLabs' API uses, and OpenAI's
// type and code. A spent plan is 401 quota_exceeded to ElevenLabs, 429 insufficient_quota to OpenAI.
const BY_CODE: Record<string, [Status, Status, string, string, string | null]> = {
  INVALID_API_KEY: [401, 401, "invalid_api_key", "invalid_request_error", "invalid_api_key"],
  ACCOUNT_INACTIVE: [401, 401, "invalid_api_key", "invalid_request_error", "account_deactivated"],
  QUOTA_EXCEEDED: [401, 429, "quota_exceeded", "insufficient_quota", "insufficient_quota"],
  RATE_LIMITED: [429, 429, "too_many_concurrent_requests", "requests", "rate_limit_exceeded"],
  UNKNOWN_VOICE: [404, 400, "voice_not_found", "invalid_request_error", "invalid_value"],
  NOT_FOUND: [404, 404, "not_found", "invalid_request_error", null],
};

function mapError(error: ApiError, shape: Shape): Mapped {
  const row = BY_CODE[error.code];
  if (row) {
    const [elevenStatus, openaiStatus, elevenlabs, type, code] = row;
    const status = shape === "elevenlabs" ? elevenStatus : openaiStatus;
    return { status, elevenlabs, openai: { type, code } };
  }
  // Bad input: ElevenLabs answers it with 422, OpenAI with 400.
  if (error.status === 400) return { ...BAD_INPUT, status: shape === "elevenlabs" ? 422 : 400 };
  const code = error.code.toLowerCase();
  const type = error.status < 500 ? "invalid_request_error" : "server_error";
  // Any other status keeps its meaning (a 413 body, a provider's 429): a client retries by it.
  return { status: error.status, elevenlabs: code, openai: { type, code } };
}

/** The request field an error is about: OpenAI's `param`, ElevenLabs' `loc` (FastAPI's). */
export interface Field {
  openai: string | null;
  elevenlabs: (string | number)[];
}

const TEXT: Field = { openai: "input", elevenlabs: ["body", "text"] };
const FIELD_OF: Record<string, Field> = {
  UNKNOWN_VOICE: { openai: "voice", elevenlabs: ["path", "voice_id"] },
  INVALID_TEXT: TEXT,
  MISSING_INPUT: TEXT,
  SPEECH_INVALID_INPUT: TEXT,
  SPEECH_TOO_LONG: TEXT,
};

export function sendShapeError(c: Context, shape: Shape, error: ApiError, field?: Field) {
  const mapped = mapError(error, shape);
  field ??= FIELD_OF[error.code];
  if (shape === "elevenlabs") {
    // ElevenLabs' SDK reads a 422 as FastAPI's validation error: a list of {loc, msg, type}.
    const detail =
      mapped.status === 422
        ? [{ loc: field?.elevenlabs ?? ["body"], msg: error.message, type: "value_error" }]
        : { status: mapped.elevenlabs, message: error.message };
    return c.json({ detail }, mapped.status);
  }
  return c.json(
    {
      error: {
        message: error.message,
        type: mapped.openai.type,
        param: field?.openai ?? null,
        code: mapped.openai.code,
      },
    },
    mapped.status,
  );
}
