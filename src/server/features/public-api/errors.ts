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

// By the service's code; the ElevenLabs status names are the ones its API uses.
const BY_CODE: Record<string, (status: ContentfulStatusCode) => Mapped> = {
  INVALID_API_KEY: () => ({
    status: 401,
    elevenlabs: "invalid_api_key",
    openai: { type: "invalid_request_error", code: "invalid_api_key" },
  }),
  ACCOUNT_INACTIVE: () => ({
    status: 401,
    elevenlabs: "invalid_api_key",
    openai: { type: "invalid_request_error", code: "account_deactivated" },
  }),
  QUOTA_EXCEEDED: () => ({
    status: 401,
    elevenlabs: "quota_exceeded",
    openai: { type: "insufficient_quota", code: "insufficient_quota" },
  }),
  RATE_LIMITED: () => ({
    status: 429,
    elevenlabs: "too_many_concurrent_requests",
    openai: { type: "requests", code: "rate_limit_exceeded" },
  }),
  UNKNOWN_VOICE: () => ({
    status: 404,
    elevenlabs: "voice_not_found",
    openai: { type: "invalid_request_error", code: "invalid_value" },
  }),
  NOT_FOUND: () => ({
    status: 404,
    elevenlabs: "not_found",
    openai: { type: "invalid_request_error", code: null },
  }),
};

function mapError(error: ApiError, shape: Shape): Mapped {
  const known = BY_CODE[error.code]?.(error.status);
  if (known) {
    // OpenAI reports a spent plan as 429 insufficient_quota; ElevenLabs as 401 quota_exceeded.
    if (error.code === "QUOTA_EXCEEDED" && shape === "openai") return { ...known, status: 429 };
    if (error.code === "UNKNOWN_VOICE" && shape === "openai") return { ...known, status: 400 };
    return known;
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
