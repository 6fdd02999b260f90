// Any server speaking OpenAI's POST /v1/audio/speech: OpenAI, Kokoro-FastAPI, LocalAI.
import { audioDurationMs } from "../audio.ts";
import { unknownVoice } from "../errors.ts";
import {
  callProvider,
  parseJson,
  providerAudio,
  SPEECH_TEXTS,
  type SpeechProvider,
  trimBaseUrl,
} from "../http.ts";
import { openAiText } from "../pauses.ts";
import {
  type SpeechEngine,
  type SpeechLogger,
  type SynthesisRequest,
  speechResult,
} from "../types.ts";
import { createVoiceCache } from "../voice-cache.ts";
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

const OPENAI: SpeechProvider = {
  engine: "openai",
  config: "OpenAI-compatible speech server",
  server: "OpenAI-compatible speech server",
  from: "the OpenAI-compatible speech server",
  inputStatuses: [400, 422],
};

// Used only when neither the configuration nor the server names any voice.
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
  const headers: Record<string, string> = config.apiKey
    ? { authorization: `Bearer ${config.apiKey}` }
    : {};

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

  const voices = createVoiceCache(config.voiceCacheMs ?? 10 * 60_000, async () => {
    const names = [...new Set([...(config.voices ?? []), ...(await serverVoices())])];
    return (names.length > 0 ? names : OPENAI_DEFAULT_VOICES).map(toVoice);
  });

  async function synthesize(req: SynthesisRequest) {
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
    const audio = providerAudio(res, OPENAI, logger);
    return speechResult(audio, req.format, audioDurationMs(audio, req.format));
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
    listVoices: voices.get,
    synthesize,
    status,
    async close() {
      voices.clear();
    },
  };
}
