// One error shape for the whole API (docs/architecture.md, HTTP API).
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { msg } from "../../domain/messages.ts";
import { StatusError } from "../../domain/status-error.ts";

export interface ErrorBody {
  error: { code: string; message: string };
}

export class ApiError extends StatusError<ContentfulStatusCode> {}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

// Generic in the status so the typed client (AppType) sees a 404 as a failure, not as any status.
export function sendError<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  message: string,
) {
  return c.json(errorBody(code, message), status);
}

/** The one answer for what is not there, or not the caller's to see. */
export function notFound(c: Context, message: string = msg.http.notFound) {
  return sendError(c, 404, "NOT_FOUND", message);
}

/**
 * The ApiError behind a thrown error, or undefined when it is our fault (a 500). Hono's own
 * refusals (malformed JSON, a broken form body) are the client's: a 400 in the one shape.
 */
export function clientErrorOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status, "BAD_REQUEST", msg.http.badRequest);
  }
  return undefined;
}
