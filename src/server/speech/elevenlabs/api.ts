// ElevenLabs' REST API (https://elevenlabs.io/docs/api-reference): voices, a voice's settings and
// the account's subscription. Speech itself is in engine.ts.
import { z } from "zod";
import { byKey } from "../../../domain/messages.ts";
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "../../../domain/voices.ts";
import { SpeechError } from "../errors.ts";
import {
  callProvider,
  type ProviderResponse,
  parseJson,
  VOICE_LIST_TEXTS,
  voiceListStatusError,
} from "../http.ts";
import type { Gender, Voice } from "../types.ts";
import {
  type ElevenLabsConfig,
  type ElevenLabsTimeouts,
  resolveElevenLabsConfig,
  VOICE_PREFIX,
} from "./config.ts";

// Every read of the REST API: the key, JSON, and the voice list's failure texts. Takes a raw or
// resolved config: resolving is idempotent, so callers need not care which.
function getJson(
  raw: ElevenLabsConfig,
  path: string,
  timeout: keyof ElevenLabsTimeouts,
): Promise<ProviderResponse> {
  const config = resolveElevenLabsConfig(raw);
  return callProvider(`${config.baseUrl}${path}`, {
    headers: { "xi-api-key": config.apiKey, accept: "application/json" },
    timeoutMs: config.timeouts[timeout],
    texts: VOICE_LIST_TEXTS,
  });
}

// An answer read through its schema, or the fallback when the call fails or says something else.
async function readOr<S extends z.ZodType, T>(
  call: () => Promise<ProviderResponse>,
  schema: S,
  read: (data: z.output<S>) => T,
  fallback: T,
): Promise<T> {
  try {
    const res = await call();
    const parsed = schema.safeParse(parseJson(res));
    return res.status === 200 && parsed.success ? read(parsed.data) : fallback;
  } catch {
    return fallback;
  }
}

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

export async function fetchElevenLabsVoices(raw: ElevenLabsConfig): Promise<Voice[]> {
  const res = await getJson(raw, "/v1/voices", "voicesMs");
  if (res.status !== 200) throw voiceListStatusError(res);
  const parsed = voicesJson.safeParse(parseJson(res));
  if (!parsed.success) throw new SpeechError("SPEECH_PROVIDER", byKey("voiceListFailed"));
  if (parsed.data.voices.length === 0)
    throw new SpeechError("SPEECH_EMPTY", byKey("voiceListEmpty"));
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
export function fetchElevenLabsVoiceSettings(
  raw: ElevenLabsConfig,
  voiceId: string,
): Promise<VoiceSettings> {
  const d = DEFAULT_VOICE_SETTINGS;
  return readOr(
    () => {
      const id = encodeURIComponent(providerVoiceId(voiceId));
      return getJson(raw, `/v1/voices/${id}/settings`, "settingsMs");
    },
    settingsJson,
    (s) => ({
      stability: s.stability ?? d.stability,
      similarityBoost: s.similarity_boost ?? d.similarityBoost,
      style: s.style ?? d.style,
      useSpeakerBoost: s.use_speaker_boost ?? d.useSpeakerBoost,
      speed: d.speed,
    }),
    { ...d },
  );
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
export function fetchElevenLabsSubscription(
  raw: ElevenLabsConfig,
): Promise<ElevenLabsSubscription> {
  return readOr(
    () => getJson(raw, "/v1/user/subscription", "subscriptionMs"),
    subscriptionJson,
    (s) => ({ tier: s.tier, characterCount: s.character_count, characterLimit: s.character_limit }),
    { ...DEFAULT_SUBSCRIPTION },
  );
}
