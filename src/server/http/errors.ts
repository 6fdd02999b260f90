// One error shape for the whole API (docs/architecture.md, HTTP API).
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { MessageValues } from "../../domain/i18n/catalog.ts";
import { byKey, catalogueRef, type Message, message } from "../../domain/messages.ts";
import { StatusError } from "../../domain/status-error.ts";

export interface ErrorBody {
  /** key and values name the message in the catalogue, for a client that shows another language. */
  error: { code: string; message: string; key?: string; values?: MessageValues };
}

/** A catalogue message (the body names its key, the message is its English), or a ready text. */
export class ApiError extends StatusError<ContentfulStatusCode> {
  constructor(status: ContentfulStatusCode, code: string, text: string | Message) {
    if (typeof text === "string") super(status, code, text);
    else super(status, code, message(text.key, text.values), catalogueRef(text));
  }
}

/** The body for a code and a text: a catalogue message carries its key, a ready text does not. */
export function errorBody(code: string, text: string | Message): ErrorBody {
  return bodyOf(new ApiError(400, code, text));
}

/** The body of an error: its code, its message and, from the catalogue, its key and values. */
export function bodyOf(error: StatusError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...error.ref } };
}

// Generic in the status so the typed client (AppType) sees a 404 as a failure, not as any status.
export function sendError<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  text: string | Message,
) {
  return c.json(errorBody(code, text), status);
}

/** The one answer for what is not there, or not the caller's to see. */
export function notFound(c: Context, text: string | Message = byKey("httpNotFound")) {
  return sendError(c, 404, "NOT_FOUND", text);
}

/**
 * The ApiError behind a thrown error, or undefined when it is our fault (a 500). Hono's own
 * refusals (malformed JSON, a broken form body) are the client's: a 400 in the one shape.
 */
export function clientErrorOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status, "BAD_REQUEST", byKey("httpBadRequest"));
  }
  return undefined;
}
