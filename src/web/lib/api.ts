// How the web reads the API's answers: JSON in, JSON out, and the server's error shape turned
// into an ApiRequestError whose message is ready for a toast. Calls to the app's own routes go
// through the typed client (client.ts); api() stays for better-auth's routes, which AppType
// does not describe, and for the first page's shell, which must not carry the client's code.
import { StatusError } from "../../domain/status-error.ts";
import { toast } from "../components/toaster.tsx";

export class ApiRequestError extends StatusError {}

interface ErrorShape {
  error?: { code?: string; message?: string };
  message?: string;
  code?: string;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let res: Response;
  try {
    // Credentials stay fetch's default, same-origin: the session cookie goes to our own API only.
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? {} : { "content-type": "application/json" },
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
  return new ApiRequestError(
    0,
    "NETWORK",
    "Network error. Please check your internet connection and try again.",
  );
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
    throw new ApiRequestError(res.status, code, message);
  }
  return body;
}

/** The one place an API failure becomes a toast: the server's message, else the screen's fallback. */
export function toastError(error: unknown, fallback: string): void {
  const message =
    error instanceof ApiRequestError && error.status !== 0 && error.status < 500
      ? error.message
      : error instanceof ApiRequestError && error.code.startsWith("SPEECH")
        ? error.message
        : fallback;
  toast.error(message);
}
