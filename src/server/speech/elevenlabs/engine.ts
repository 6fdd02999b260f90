// ElevenLabs on the server (docs/decisions/002-speech.md): the key never reaches the browser.

import { byKey } from "../../../domain/messages.ts";
import { hasArabicScript } from "../../../domain/text.ts";
import { clampVoiceSettings } from "../../../domain/voices.ts";
import { audioDurationMs, pcm16ToWav } from "../audio.ts";
import { SpeechError, unknownVoice } from "../errors.ts";
import {
  callProvider,
  parseJson,
  providerAudio,
  SPEECH_TEXTS,
  type SpeechProvider,
} from "../http.ts";
import { elevenLabsTextMap } from "../pauses.ts";
import {
  type SpeechEngine,
  type SpeechLogger,
  type SynthesisRequest,
  speechResult,
} from "../types.ts";
import { createVoiceCache } from "../voice-cache.ts";
import { fetchElevenLabsVoices, providerVoiceId } from "./api.ts";
import { type ElevenLabsConfig, resolveElevenLabsConfig } from "./config.ts";
import { marksFromAlignment, withTimestampsJson } from "./timestamps.ts";

// The catalogue's wording when a provider is not named otherwise.
const ELEVENLABS: SpeechProvider = {
  engine: "elevenlabs",
  config: "ElevenLabs",
  server: "ElevenLabs server",
  from: "ElevenLabs",
  inputStatuses: [422],
};

// ElevenLabs has no WAV output: WAV is its raw 16-bit PCM at 22.05 kHz (available on every
// plan, unlike pcm_44100) wrapped in a RIFF header here.
const PCM_RATE = 22_050;
const OUTPUT_FORMAT = { mp3: "mp3_44100_128", wav: `pcm_${PCM_RATE}` } as const;

export function createElevenLabsEngine(raw: ElevenLabsConfig, logger: SpeechLogger): SpeechEngine {
  const config = resolveElevenLabsConfig(raw);
  const voices = createVoiceCache(config.voiceCacheMs, () => fetchElevenLabsVoices(config));

  async function synthesize(req: SynthesisRequest) {
    const id = providerVoiceId(req.voiceId);
    if (id === "" || id === req.voiceId) throw unknownVoice();
    const s = clampVoiceSettings(req.settings);
    // docs/product.md section 7: the multilingual model only when the text needs it.
    const model = hasArabicScript(req.text) ? config.multilingualModel : config.monolingualModel;
    const query = new URLSearchParams({ output_format: OUTPUT_FORMAT[req.format] });
    const { sent, origin } = elevenLabsTextMap(req.text);
    // With timestamps: the same speech, and when each character of it is heard.
    const res = await callProvider(
      `${config.baseUrl}/v1/text-to-speech/${encodeURIComponent(id)}/with-timestamps?${query}`,
      {
        method: "POST",
        headers: { "xi-api-key": config.apiKey, accept: "application/json" },
        json: {
          text: sent,
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
    providerAudio(res, ELEVENLABS, logger);
    const answer = withTimestampsJson.safeParse(parseJson(res));
    const body = answer.success ? Buffer.from(answer.data.audio_base64, "base64") : null;
    if (!answer.success || !body || body.byteLength === 0) {
      throw new SpeechError("SPEECH_EMPTY", byKey("speechEmptyAudio", { from: ELEVENLABS.from }));
    }
    const audio = req.format === "wav" ? pcm16ToWav(body, PCM_RATE) : new Uint8Array(body);
    const marks = marksFromAlignment(req.text, origin, answer.data.alignment);
    return speechResult(audio, req.format, audioDurationMs(audio, req.format), marks);
  }

  return {
    id: "elevenlabs",
    listVoices: voices.get,
    synthesize,
    async status() {
      try {
        return { ok: true, detail: `${(await voices.get()).length} voices` };
      } catch (error) {
        return { ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    },
    async close() {
      voices.clear();
    },
  };
}
