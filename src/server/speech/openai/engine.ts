// Any server speaking OpenAI's POST /v1/audio/speech: OpenAI, Kokoro-FastAPI, LocalAI.
import { msg } from "../../../domain/messages.ts";
import { mp3DurationMs, wavDurationMs } from "../audio.ts";
import { SpeechError, unknownVoice } from "../errors.ts";
import {
  callProvider,
  type ProviderNames,
  parseJson,
  SPEECH_TEXTS,
  speechStatusError,
  trimBaseUrl,
} from "../http.ts";
import { openAiText } from "../pauses.ts";
import {
  CONTENT_TYPES,
  type SpeechEngine,
  type SpeechLogger,
  type SynthesisRequest,
  type SynthesisResult,
  type Voice,
} from "../types.ts";
import { toVoice, VOICE_PREFIX, voiceNames } from "./voices.ts";

export interface OpenAiTimeouts {
  voicesMs: number;
  speechMs: number;
  statusMs: number;
}

export interface OpenAiConfig {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  voices?: string[];
  timeouts?: Partial<OpenAiTimeouts>;
  voiceCacheMs?: number;
}

// Used only when neither the configuration nor the server names any voice.
const NAMES: ProviderNames = {
  config: "OpenAI-compatible speech server",
  server: "OpenAI-compatible speech server",
  from: "the OpenAI-compatible speech server",
};

const OPENAI_DEFAULT_VOICES = ["alloy", "echo", "fable", "onyx", "nova", "shimmer"];

export function createOpenAiEngine(config: OpenAiConfig, logger: SpeechLogger): SpeechEngine {
  // Accept "https://api.openai.com" and "https://api.openai.com/v1" alike.
  const base = trimBaseUrl(config.baseUrl).replace(/\/v1$/, "");
  const model = config.model ?? "tts-1";
  const timeouts: OpenAiTimeouts = {
    voicesMs: 15_000,
    speechMs: 45_000,
    statusMs: 10_000,
    ...config.timeouts,
  };
  const cacheMs = config.voiceCacheMs ?? 10 * 60_000;
  const headers: Record<string, string> = config.apiKey
    ? { authorization: `Bearer ${config.apiKey}` }
    : {};
  let cache: { at: number; voices: Voice[] } | null = null;

  // OpenAI itself has no voice list endpoint, so a failure here is normal and stays quiet.
  async function serverVoices(): Promise<string[]> {
    try {
      const res = await callProvider(`${base}/v1/audio/voices`, {
        headers,
        timeoutMs: timeouts.voicesMs,
        texts: SPEECH_TEXTS,
      });
      return res.status === 200 ? voiceNames(parseJson(res)) : [];
    } catch {
      return [];
    }
  }

  async function listVoices(): Promise<Voice[]> {
    if (cache && Date.now() - cache.at < cacheMs) return cache.voices;
    const names = [...new Set([...(config.voices ?? []), ...(await serverVoices())])];
    const voices = (names.length > 0 ? names : OPENAI_DEFAULT_VOICES).map(toVoice);
    cache = { at: Date.now(), voices };
    return voices;
  }

  async function synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const voice = req.voiceId.startsWith(VOICE_PREFIX)
      ? req.voiceId.slice(VOICE_PREFIX.length)
      : "";
    if (voice === "") throw unknownVoice();
    const res = await callProvider(`${base}/v1/audio/speech`, {
      method: "POST",
      headers,
      json: { model, voice, input: openAiText(req.text), response_format: req.format, speed: 1 },
      timeoutMs: timeouts.speechMs,
      signal: req.signal,
      texts: SPEECH_TEXTS,
    });
    if (res.status !== 200) {
      const error = speechStatusError(res, [400, 422], NAMES);
      logger.warn({ engine: "openai", status: res.status, code: error.code }, "speech failed");
      throw error;
    }
    if (res.body.byteLength === 0)
      throw new SpeechError("SPEECH_EMPTY", msg.speech.emptyAudio(NAMES.from));
    return {
      audio: res.body,
      contentType: CONTENT_TYPES[req.format],
      format: req.format,
      durationMs: req.format === "wav" ? wavDurationMs(res.body) : mp3DurationMs(res.body),
    };
  }

  // Any answer but 401/403 or a 5xx means the server is there and takes our key.
  async function status() {
    try {
      const res = await callProvider(`${base}/v1/models`, {
        headers,
        timeoutMs: timeouts.statusMs,
        texts: SPEECH_TEXTS,
      });
      const ok = res.status < 500 && res.status !== 401 && res.status !== 403;
      return { ok, detail: `${base} answered ${res.status}` };
    } catch (error) {
      return { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    id: "openai",
    listVoices,
    synthesize,
    status,
    async close() {
      cache = null;
    },
  };
}
