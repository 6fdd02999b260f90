// ElevenLabs on the server (docs/decisions/002-speech.md): the key never reaches the browser.
import { msg } from "../../../domain/messages.ts";
import { hasArabicScript } from "../../../domain/text.ts";
import { clampVoiceSettings } from "../../../domain/voices.ts";
import { mp3DurationMs, pcm16ToWav, wavDurationMs } from "../audio.ts";
import { SpeechError, unknownVoice } from "../errors.ts";
import { callProvider, type ProviderNames, SPEECH_TEXTS, speechStatusError } from "../http.ts";
import { elevenLabsText } from "../pauses.ts";

import {
  CONTENT_TYPES,
  type SpeechEngine,
  type SpeechLogger,
  type SynthesisRequest,
  type SynthesisResult,
  type Voice,
} from "../types.ts";
import { fetchElevenLabsVoices, providerVoiceId } from "./api.ts";
import { type ElevenLabsConfig, resolveElevenLabsConfig } from "./config.ts";

// The catalogue's wording: msg.speech's defaults.
const ELEVENLABS: ProviderNames = {
  config: "ElevenLabs",
  server: "ElevenLabs server",
  from: "ElevenLabs",
};

// ElevenLabs has no WAV output: WAV is its raw 16-bit PCM at 22.05 kHz (available on every
// plan, unlike pcm_44100) wrapped in a RIFF header here.
const PCM_RATE = 22_050;
const OUTPUT_FORMAT = { mp3: "mp3_44100_128", wav: `pcm_${PCM_RATE}` } as const;

export function createElevenLabsEngine(raw: ElevenLabsConfig, logger: SpeechLogger): SpeechEngine {
  const config = resolveElevenLabsConfig(raw);
  let cache: { at: number; voices: Voice[] } | null = null;
  let pending: Promise<Voice[]> | null = null;

  // Cached for ten minutes (docs/decisions/002-speech.md); concurrent callers share one request and a
  // failure is not cached, so the next caller tries again.
  async function listVoices(): Promise<Voice[]> {
    if (cache && Date.now() - cache.at < config.voiceCacheMs) return cache.voices;
    pending ??= fetchElevenLabsVoices(config)
      .then((voices) => {
        cache = { at: Date.now(), voices };
        return voices;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  async function synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const id = providerVoiceId(req.voiceId);
    if (id === "" || id === req.voiceId) throw unknownVoice();
    const s = clampVoiceSettings(req.settings);
    // docs/product.md section 7: the multilingual model only when the text needs it.
    const model = hasArabicScript(req.text) ? config.multilingualModel : config.monolingualModel;
    const query = new URLSearchParams({ output_format: OUTPUT_FORMAT[req.format] });
    const res = await callProvider(
      `${config.baseUrl}/v1/text-to-speech/${encodeURIComponent(id)}?${query}`,
      {
        method: "POST",
        headers: {
          "xi-api-key": config.apiKey,
          accept: req.format === "mp3" ? "audio/mpeg" : "application/octet-stream",
        },
        json: {
          text: elevenLabsText(req.text),
          model_id: model,
          voice_settings: {
            stability: s.stability,
            similarity_boost: s.similarityBoost,
            style: s.style,
            use_speaker_boost: s.useSpeakerBoost,
          },
        },
        timeoutMs: config.timeouts.speechMs,
        signal: req.signal,
        texts: SPEECH_TEXTS,
      },
    );
    if (res.status !== 200) {
      const error = speechStatusError(res, [422], ELEVENLABS);
      logger.warn({ engine: "elevenlabs", status: res.status, code: error.code }, "speech failed");
      throw error;
    }
    if (res.body.byteLength === 0)
      throw new SpeechError("SPEECH_EMPTY", msg.speech.emptyAudio(ELEVENLABS.from));
    const audio = req.format === "wav" ? pcm16ToWav(res.body, PCM_RATE) : res.body;
    return {
      audio,
      contentType: CONTENT_TYPES[req.format],
      format: req.format,
      durationMs: req.format === "wav" ? wavDurationMs(audio) : mp3DurationMs(audio),
    };
  }

  return {
    id: "elevenlabs",
    listVoices,
    synthesize,
    async status() {
      try {
        return { ok: true, detail: `${(await listVoices()).length} voices` };
      } catch (error) {
        return { ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    },
    async close() {
      cache = null;
    },
  };
}
