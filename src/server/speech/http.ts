// One way to call a speech provider: a deadline, the caller's cancellation, and every way the
// call can fail turned into a SpeechError with the catalogue's text (docs/product.md section 8).
import { byKey, type Message } from "../../domain/messages.ts";
import { SpeechError } from "./errors.ts";
import type { EngineId, SpeechLogger } from "./types.ts";

export interface ProviderResponse {
  status: number;
  body: Uint8Array;
  text(): string;
}

export interface FailureTexts {
  network: Message;
  timeout: Message;
}

export const SPEECH_TEXTS: FailureTexts = {
  network: byKey("speechNetwork"),
  timeout: byKey("speechTimeout"),
};
export const VOICE_LIST_TEXTS: FailureTexts = {
  network: byKey("voiceListNetwork"),
  timeout: byKey("voiceListTimeout"),
};

export interface CallOptions {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  json?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  texts: FailureTexts;
}

// The deadline covers reading the body too: a provider that sends headers and then stalls is
// as stuck as one that never answers.
export async function callProvider(url: string, options: CallOptions): Promise<ProviderResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers = { ...options.headers };
  if (options.json !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.json === undefined ? null : JSON.stringify(options.json),
      signal,
      redirect: "error",
    });
    const body = new Uint8Array(await res.arrayBuffer());
    return { status: res.status, body, text: () => new TextDecoder().decode(body) };
  } catch (error) {
    if (options.signal?.aborted) {
      throw new SpeechError("SPEECH_ABORTED", byKey("speechFailed"), { cause: error });
    }
    if (timeout.aborted)
      throw new SpeechError("SPEECH_TIMEOUT", options.texts.timeout, { cause: error });
    throw new SpeechError("SPEECH_NETWORK", options.texts.network, { cause: error });
  }
}

export function parseJson(res: ProviderResponse): unknown {
  try {
    return JSON.parse(res.text());
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

// ElevenLabs says {"detail": {"message": ...}} or {"detail": "..."}, OpenAI {"error": {"message"}}.
// The user sees this text inside "API error (status): text", so it is kept short.
export function providerMessage(res: ProviderResponse): string {
  const json = parseJson(res);
  let text: unknown = res.text();
  if (isRecord(json)) {
    const inner = json.detail ?? json.error ?? json.message;
    text = isRecord(inner) ? (inner.message ?? JSON.stringify(inner)) : (inner ?? text);
  }
  const flat = String(text).replace(/\s+/g, " ").trim();
  return flat.length > 200 ? `${flat.slice(0, 197)}...` : flat;
}

/** A speech provider as its engine's logs and the speech errors of docs/product.md section 8 name it. */
export interface SpeechProvider {
  engine: EngineId;
  /** "check your … configuration", "the … is unavailable", "no audio from …". */
  config: string;
  server: string;
  from: string;
  /** The statuses that mean "your input": ElevenLabs answers 422, OpenAI-compatible servers 400 or 422. */
  inputStatuses: readonly number[];
}

// docs/product.md section 8 "Speech errors".
function speechStatusError(res: ProviderResponse, provider: SpeechProvider): SpeechError {
  if (res.status === 401) {
    return new SpeechError(
      "SPEECH_INVALID_KEY",
      byKey("speechInvalidKey", { config: provider.config }),
    );
  }
  if (res.status === 429) return new SpeechError("SPEECH_RATE_LIMITED", byKey("speechRateLimited"));
  if (provider.inputStatuses.includes(res.status)) {
    return new SpeechError("SPEECH_INVALID_INPUT", byKey("speechInvalidInput"));
  }
  if (res.status >= 500) {
    return new SpeechError(
      "SPEECH_UNAVAILABLE",
      byKey("speechServerError", { server: provider.server }),
    );
  }
  return new SpeechError(
    "SPEECH_PROVIDER",
    byKey("speechApiError", { status: res.status, text: providerMessage(res) }),
  );
}

/** The audio of a provider's answer to a synthesis: a refusal (logged) or no bytes at all throw. */
export function providerAudio(
  res: ProviderResponse,
  provider: SpeechProvider,
  logger: SpeechLogger,
): Uint8Array {
  if (res.status !== 200) {
    const error = speechStatusError(res, provider);
    logger.warn({ engine: provider.engine, status: res.status, code: error.code }, "speech failed");
    throw error;
  }
  if (res.body.byteLength === 0) {
    throw new SpeechError("SPEECH_EMPTY", byKey("speechEmptyAudio", { from: provider.from }));
  }
  return res.body;
}

// docs/product.md section 8 "Voice list errors".
export function voiceListStatusError(res: ProviderResponse): SpeechError {
  if (res.status === 401)
    return new SpeechError("SPEECH_INVALID_KEY", byKey("voiceListInvalidKey"));
  if (res.status === 429)
    return new SpeechError("SPEECH_RATE_LIMITED", byKey("voiceListRateLimited"));
  const code = res.status >= 500 ? "SPEECH_UNAVAILABLE" : "SPEECH_PROVIDER";
  return new SpeechError(code, byKey("voiceListFailed"));
}

export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, "");
}
