// The dashboard's voice filters (docs/product.md section 2: search box, filter dropdown and chips).

export const VOICE_FILTERS = [
  { id: "all", label: "All Voices" },
  { id: "male", label: "Male" },
  { id: "female", label: "Female" },
  { id: "american", label: "American" },
  { id: "british", label: "British" },
  { id: "hindi-urdu", label: "Hindi/Urdu" },
  { id: "neural", label: "Neural" },
] as const;

export type VoiceFilter = (typeof VOICE_FILTERS)[number]["id"];

export interface FilterableVoice {
  name: string;
  gender: string;
  accent: string;
  language: string;
  description: string;
  engine?: string;
}

function has(haystack: string, needle: string): boolean {
  return haystack.toLocaleLowerCase().includes(needle);
}

// Language codes may carry a region ("hi-IN"), so compare the primary subtag only.
export function primaryLanguage(language: string): string {
  return language.toLowerCase().split(/[-_]/)[0] ?? "";
}

export function matchesFilter(voice: FilterableVoice, filter: VoiceFilter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "male":
    case "female":
      return voice.gender.toLowerCase() === filter;
    case "american":
      return has(voice.accent, "american");
    case "british":
      return has(voice.accent, "british");
    case "neural":
      return voice.engine === "neural";
    case "hindi-urdu": {
      const lang = primaryLanguage(voice.language);
      return (
        lang === "hi" || lang === "ur" || has(voice.accent, "hindi") || has(voice.accent, "urdu")
      );
    }
  }
}

export function matchesSearch(voice: FilterableVoice, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === "") return true;
  return has(voice.name, needle) || has(voice.description, needle) || has(voice.accent, needle);
}

export function filterVoices<T extends FilterableVoice>(
  voices: readonly T[],
  filter: VoiceFilter,
  search: string,
): T[] {
  return voices.filter((v) => matchesFilter(v, filter) && matchesSearch(v, search));
}

// docs/product.md section 9's speech defaults; the sliders start here and the server fills gaps with them.
export interface VoiceSettings {
  stability: number;
  similarityBoost: number;
  style: number;
  useSpeakerBoost: boolean;
  /** How fast the voice speaks, 1 = its own pace; honoured by the eSpeak and neural engines. */
  speed: number;
}

export const MIN_SPEED = 0.7;
export const MAX_SPEED = 1.3;

export const DEFAULT_VOICE_SETTINGS: Readonly<VoiceSettings> = {
  stability: 0.5,
  similarityBoost: 0.75,
  style: 0,
  useSpeakerBoost: true,
  speed: 1,
};

function within(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
}

const unit = (value: unknown, fallback: number) => within(value, 0, 1, fallback);

// Clamped to 0..1 (docs/product.md section 5), the speed to 0.7..1.3; anything missing or not a number takes the default.
export function clampVoiceSettings(settings: Partial<VoiceSettings> | undefined): VoiceSettings {
  const d = DEFAULT_VOICE_SETTINGS;
  return {
    stability: unit(settings?.stability, d.stability),
    similarityBoost: unit(settings?.similarityBoost, d.similarityBoost),
    style: unit(settings?.style, d.style),
    useSpeakerBoost:
      typeof settings?.useSpeakerBoost === "boolean" ? settings.useSpeakerBoost : d.useSpeakerBoost,
    speed: within(settings?.speed, MIN_SPEED, MAX_SPEED, d.speed),
  };
}

// Voices that run on this machine, best first: a neural voice sounds far better than eSpeak, and
// both cost nothing per character, unlike a paid provider's.
const ENGINE_RANK: Record<string, number> = { neural: 0, embedded: 1 };
const rankOf = (engine: string | undefined) => ENGINE_RANK[engine ?? ""] ?? 2;

/**
 * The voice the studio selects before the user chooses one: a voice in the user's language (the
 * interface's: an Urdu page starts on an Urdu voice, which can read what its user will type), the
 * best installed engine among them; with none in that language, the best engine's. Else the list's
 * own order.
 */
export function defaultVoice<T extends { engine?: string; language: string }>(
  voices: readonly T[],
  preferredLanguage = "en",
): T | undefined {
  const wanted = primaryLanguage(preferredLanguage);
  const otherLanguage = Object.keys(ENGINE_RANK).length + 1;
  let best: T | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const voice of voices) {
    const score =
      rankOf(voice.engine) + (primaryLanguage(voice.language) === wanted ? 0 : otherLanguage);
    if (score < bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}
