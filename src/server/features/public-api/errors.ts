// Each shape answers errors the way its SDKs expect: ElevenLabs' {"detail": {status, message}},
// OpenAI's {"error": {message, type, param, code}}. The service's ApiErrors are translated here,
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
  if (error.status < 500) {
    // ElevenLabs answers bad input with 422, OpenAI with 400.
    return { ...BAD_INPUT, status: shape === "elevenlabs" ? 422 : 400 };
  }
  return {
    status: error.status,
    elevenlabs: error.code.toLowerCase(),
    openai: { type: "server_error", code: error.code.toLowerCase() },
  };
}

// The request field an error is about, for OpenAI's `param`.
const PARAM_OF: Record<string, string> = {
  UNKNOWN_VOICE: "voice",
  INVALID_TEXT: "input",
  MISSING_INPUT: "input",
};

export function sendShapeError(c: Context, shape: Shape, error: ApiError, param?: string) {
  const mapped = mapError(error, shape);
  param ??= PARAM_OF[error.code];
  if (shape === "elevenlabs") {
    return c.json({ detail: { status: mapped.elevenlabs, message: error.message } }, mapped.status);
  }
  return c.json(
    {
      error: {
        message: error.message,
        type: mapped.openai.type,
        param: param ?? null,
        code: mapped.openai.code,
      },
    },
    mapped.status,
  );
}
