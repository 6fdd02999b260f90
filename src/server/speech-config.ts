import { type Env, voicesDirOf } from "./env.ts";
import type { SpeechConfig } from "./speech/index.ts";

/** The speech engines the operator configured: embedded always, the providers when keyed. */
export function speechConfigFromEnv(env: Env): SpeechConfig {
  return {
    embedded: {
      workers: env.SPEECH_WORKERS,
      timeoutMs: env.SPEECH_TIMEOUT_MS,
      // Tests start dozens of servers that mostly never speak: they load eSpeak on demand.
      warm: env.NODE_ENV !== "test",
    },
    // Always on: it serves whatever VOICES_DIR holds, including voices installed later.
    neural: {
      voicesDir: voicesDirOf(env),
      maxLoaded: env.NEURAL_MAX_LOADED,
      threads: env.NEURAL_THREADS,
      parallel: env.NEURAL_PARALLEL,
      timeoutMs: env.SPEECH_TIMEOUT_MS,
      ...(env.ESPEAK_NG_DATA ? { espeakData: env.ESPEAK_NG_DATA } : {}),
    },
    ...(env.ELEVENLABS_API_KEY
      ? {
          elevenlabs: {
            apiKey: env.ELEVENLABS_API_KEY,
            baseUrl: env.ELEVENLABS_BASE_URL,
            multilingualModel: env.ELEVENLABS_MODEL_MULTILINGUAL,
            monolingualModel: env.ELEVENLABS_MODEL_MONOLINGUAL,
          },
        }
      : {}),
    ...(env.OPENAI_TTS_BASE_URL
      ? {
          openai: {
            baseUrl: env.OPENAI_TTS_BASE_URL,
            model: env.OPENAI_TTS_MODEL,
            voices: env.OPENAI_TTS_VOICES,
            ...(env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {}),
          },
        }
      : {}),
  };
}
