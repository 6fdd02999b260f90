// ElevenLabs' REST API (https://elevenlabs.io/docs/api-reference): voices, a voice's settings and
// the account's subscription. Speech itself is in engine.ts.
import { z } from "zod";
import { msg } from "../../../domain/messages.ts";
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "../../../domain/voices.ts";
import { SpeechError } from "../errors.ts";
import { callProvider, parseJson, VOICE_LIST_TEXTS, voiceListStatusError } from "../http.ts";
import type { Gender, Voice } from "../types.ts";
import { type ElevenLabsConfig, resolveElevenLabsConfig, VOICE_PREFIX } from "./config.ts";

const voiceJson = z.looseObject({
  voice_id: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  labels: z.record(z.string(), z.string().nullish()).nullish(),
  verified_languages: z.array(z.looseObject({ language: z.string() })).nullish(),
});
const voicesJson = z.looseObject({ voices: z.array(voiceJson) });

type VoiceJson = z.infer<typeof voiceJson>;

function titleCase(text: string): string {
  return text
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export function toVoice(v: VoiceJson): Voice {
  const labels = v.labels ?? {};
  const gender = labels.gender?.toLowerCase();
  const described = [labels.description, labels.age, labels.use_case].filter(Boolean).join(", ");
  const description = v.description?.trim() || described;
  return {
    id: `${VOICE_PREFIX}${v.voice_id}`,
    name: v.name,
    gender: (gender === "male" || gender === "female" ? gender : "neutral") satisfies Gender,
    accent: labels.accent ? titleCase(labels.accent) : "Unspecified",
    language: labels.language ?? v.verified_languages?.[0]?.language ?? "en",
    description: description ? description.charAt(0).toUpperCase() + description.slice(1) : "",
    engine: "elevenlabs",
    usesSettings: true,
  };
}

// Takes a raw or resolved config: resolving is idempotent, so callers need not care which.
export async function fetchElevenLabsVoices(raw: ElevenLabsConfig): Promise<Voice[]> {
  const config = resolveElevenLabsConfig(raw);
  const res = await callProvider(`${config.baseUrl}/v1/voices`, {
    headers: { "xi-api-key": config.apiKey, accept: "application/json" },
    timeoutMs: config.timeouts.voicesMs,
    texts: VOICE_LIST_TEXTS,
  });
  if (res.status !== 200) throw voiceListStatusError(res);
  const parsed = voicesJson.safeParse(parseJson(res));
  if (!parsed.success) throw new SpeechError("SPEECH_PROVIDER", msg.voiceList.failed);
  if (parsed.data.voices.length === 0) throw new SpeechError("SPEECH_EMPTY", msg.voiceList.empty);
  return parsed.data.voices.map(toVoice);
}

const settingsJson = z.looseObject({
  stability: z.number().nullish(),
  similarity_boost: z.number().nullish(),
  style: z.number().nullish(),
  use_speaker_boost: z.boolean().nullish(),
});

export function providerVoiceId(voiceId: string): string {
  return voiceId.startsWith(VOICE_PREFIX) ? voiceId.slice(VOICE_PREFIX.length) : voiceId;
}

// docs/product.md section 7: on any failure the UI still gets usable sliders, so this never throws.
export async function fetchElevenLabsVoiceSettings(
  raw: ElevenLabsConfig,
  voiceId: string,
): Promise<VoiceSettings> {
  const config = resolveElevenLabsConfig(raw);
  try {
    const id = encodeURIComponent(providerVoiceId(voiceId));
    const res = await callProvider(`${config.baseUrl}/v1/voices/${id}/settings`, {
      headers: { "xi-api-key": config.apiKey, accept: "application/json" },
      timeoutMs: config.timeouts.settingsMs,
      texts: VOICE_LIST_TEXTS,
    });
    const parsed = settingsJson.safeParse(parseJson(res));
    if (res.status !== 200 || !parsed.success) return { ...DEFAULT_VOICE_SETTINGS };
    const s = parsed.data;
    const d = DEFAULT_VOICE_SETTINGS;
    return {
      stability: s.stability ?? d.stability,
      similarityBoost: s.similarity_boost ?? d.similarityBoost,
      style: s.style ?? d.style,
      useSpeakerBoost: s.use_speaker_boost ?? d.useSpeakerBoost,
      speed: d.speed,
    };
  } catch {
    return { ...DEFAULT_VOICE_SETTINGS };
  }
}

export interface ElevenLabsSubscription {
  tier: string;
  characterCount: number;
  characterLimit: number;
}

export const DEFAULT_SUBSCRIPTION: Readonly<ElevenLabsSubscription> = {
  tier: "free",
  characterCount: 0,
  characterLimit: 10_000,
};

const subscriptionJson = z.looseObject({
  tier: z.string(),
  character_count: z.number(),
  character_limit: z.number(),
});

// Shown on the admin settings screen; the defaults of docs/product.md section 7 when ElevenLabs cannot say.
export async function fetchElevenLabsSubscription(
  raw: ElevenLabsConfig,
): Promise<ElevenLabsSubscription> {
  const config = resolveElevenLabsConfig(raw);
  try {
    const res = await callProvider(`${config.baseUrl}/v1/user/subscription`, {
      headers: { "xi-api-key": config.apiKey, accept: "application/json" },
      timeoutMs: config.timeouts.subscriptionMs,
      texts: VOICE_LIST_TEXTS,
    });
    const parsed = subscriptionJson.safeParse(parseJson(res));
    if (res.status !== 200 || !parsed.success) return { ...DEFAULT_SUBSCRIPTION };
    const s = parsed.data;
    return { tier: s.tier, characterCount: s.character_count, characterLimit: s.character_limit };
  } catch {
    return { ...DEFAULT_SUBSCRIPTION };
  }
}
