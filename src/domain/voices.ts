// The dashboard's voice filters (docs/product.md section 2: search box, filter dropdown and chips).

export const VOICE_FILTERS = [
  { id: "all", label: "All Voices" },
  { id: "male", label: "Male" },
  { id: "female", label: "Female" },
  { id: "american", label: "American" },
  { id: "british", label: "British" },
  { id: "hindi-urdu", label: "Hindi/Urdu" },
] as const;

export type VoiceFilter = (typeof VOICE_FILTERS)[number]["id"];

export interface FilterableVoice {
  name: string;
  gender: string;
  accent: string;
  language: string;
  description: string;
}

function has(haystack: string, needle: string): boolean {
  return haystack.toLocaleLowerCase().includes(needle);
}

// Language codes may carry a region ("hi-IN"), so compare the primary subtag only.
function primaryLanguage(language: string): string {
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
}

export const DEFAULT_VOICE_SETTINGS: Readonly<VoiceSettings> = {
  stability: 0.5,
  similarityBoost: 0.75,
  style: 0,
  useSpeakerBoost: true,
};

function unit(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value)
    ? Math.min(1, Math.max(0, value))
    : fallback;
}

// Clamped to 0..1 (docs/product.md section 5); anything missing or not a number takes the default.
export function clampVoiceSettings(settings: Partial<VoiceSettings> | undefined): VoiceSettings {
  const d = DEFAULT_VOICE_SETTINGS;
  return {
    stability: unit(settings?.stability, d.stability),
    similarityBoost: unit(settings?.similarityBoost, d.similarityBoost),
    style: unit(settings?.style, d.style),
    useSpeakerBoost:
      typeof settings?.useSpeakerBoost === "boolean" ? settings.useSpeakerBoost : d.useSpeakerBoost,
  };
}
