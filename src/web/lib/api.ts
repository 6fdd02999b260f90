// How the web reads the API's answers: JSON in, JSON out, and the server's error shape turned
// into an ApiRequestError whose message is ready for a toast. Calls to the app's own routes go
// through the typed client (client.ts); api() stays for better-auth's routes, which AppType
// does not describe, and for the first page's shell, which must not carry the client's code.
import type { MessageValues } from "../../domain/i18n/catalog.ts";
import { SOURCE_LOCALE } from "../../domain/i18n/locales.ts";
import { type CatalogueRef, StatusError } from "../../domain/status-error.ts";
import { toast } from "../components/toaster.tsx";
import { uiText } from "../components/ui/texts.ts";
import { i18n, inEnglishPart, lookUp } from "./i18n.ts";

export class ApiRequestError extends StatusError {}

// The catalogue key and values ride beside the message (docs/architecture.md, HTTP API).
interface ErrorFields {
  code?: string;
  message?: string;
  key?: string;
  values?: MessageValues;
}

interface ErrorShape extends ErrorFields {
  error?: ErrorFields;
}

// Where the app's requests go: the browser's fetch, or, while the server renders a page, the
// server's own routes (entry-server.tsx), answered in the same process.
let send: typeof fetch = (input, init) => fetch(input, init);

/** Sends the app's requests through `sender` from now on (the server's render). */
export function sendRequestsThrough(sender: typeof fetch): void {
  send = sender;
}

/** fetch, as the app sends its requests (the typed client's too). */
export const sendRequest: typeof fetch = (input, init) => send(input, init);

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let res: Response;
  try {
    // Credentials stay fetch's default, same-origin: the session cookie goes to our own API only.
    res = await sendRequest(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      // The page's language, not the browser's: mail sent before the profile remembers one (a new
      // account's verification) is written in it.
      headers: {
        "accept-language": i18n.locale,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    throw networkError(error);
  }
  return (await readAnswer(res)) as T;
}

/** A failed fetch as the error to throw: an abort stays an abort, anything else is the network. */
export function networkError(error: unknown): unknown {
  if (error instanceof DOMException && error.name === "AbortError") return error;
  return new ApiRequestError(0, "NETWORK", uiText("networkError"));
}

/** An answer's JSON body, or an ApiRequestError from the error shape when it is not a success. */
export async function readAnswer(res: {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}): Promise<unknown> {
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    // Our API answers {error:{code,message}}; better-auth answers {code,message}.
    const shape = (body ?? {}) as ErrorShape;
    const message = shape.error?.message ?? shape.message ?? `Request failed (${res.status})`;
    const code = shape.error?.code ?? shape.code ?? `HTTP_${res.status}`;
    throw new ApiRequestError(res.status, code, message, refOf(shape.error ?? shape));
  }
  return body;
}

function refOf(fields: ErrorFields): CatalogueRef | undefined {
  if (typeof fields.key !== "string") return undefined;
  return fields.values ? { key: fields.key, values: fields.values } : { key: fields.key };
}

/**
 * An API error's text in the reader's language: the loaded catalogue's when the server named the
 * key, else the server's own (English) message.
 */
export function errorText(error: StatusError): string {
  const ref = error.ref;
  // Only a key the loaded catalogue holds: Lingui handed an unknown id would show it raw.
  if (ref && i18n.locale !== SOURCE_LOCALE && !inEnglishPart() && ref.key in i18n.messages) {
    return lookUp(ref.key, ref.values);
  }
  return error.message;
}

/** The one place an API failure becomes a toast: the server's message, else the screen's fallback. */
export function toastError(error: unknown, fallback: string): void {
  const message =
    error instanceof ApiRequestError && error.status !== 0 && error.status < 500
      ? errorText(error)
      : error instanceof ApiRequestError && error.code.startsWith("SPEECH")
        ? errorText(error)
        : fallback;
  toast.error(message);
}
