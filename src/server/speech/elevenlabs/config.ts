// ElevenLabs configuration with the timeouts of docs/product.md section 7 as defaults; tests shorten them.

export interface ElevenLabsTimeouts {
  voicesMs: number;
  speechMs: number;
  settingsMs: number;
  subscriptionMs: number;
}

export interface ElevenLabsConfig {
  apiKey: string;
  baseUrl?: string;
  multilingualModel?: string;
  monolingualModel?: string;
  timeouts?: Partial<ElevenLabsTimeouts>;
  voiceCacheMs?: number;
}

export interface ResolvedElevenLabsConfig {
  apiKey: string;
  baseUrl: string;
  multilingualModel: string;
  monolingualModel: string;
  timeouts: ElevenLabsTimeouts;
  voiceCacheMs: number;
}

export function resolveElevenLabsConfig(config: ElevenLabsConfig): ResolvedElevenLabsConfig {
  return {
    apiKey: config.apiKey,
    baseUrl: (config.baseUrl ?? "https://api.elevenlabs.io").replace(/\/+$/, ""),
    multilingualModel: config.multilingualModel ?? "eleven_multilingual_v2",
    monolingualModel: config.monolingualModel ?? "eleven_monolingual_v1",
    timeouts: {
      voicesMs: 15_000,
      speechMs: 45_000,
      settingsMs: 10_000,
      subscriptionMs: 10_000,
      ...config.timeouts,
    },
    voiceCacheMs: config.voiceCacheMs ?? 10 * 60_000,
  };
}

export const VOICE_PREFIX = "el:";
