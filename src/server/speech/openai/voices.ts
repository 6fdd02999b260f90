// Turning an OpenAI-compatible server's bare voice names into Voice records.
import type { Gender, Voice } from "../types.ts";

export const VOICE_PREFIX = "oai:";

// OpenAI publishes no labels; these follow its own voice descriptions.
const OPENAI_VOICES: Record<string, Gender> = {
  alloy: "neutral",
  ash: "male",
  ballad: "male",
  coral: "female",
  echo: "male",
  fable: "male",
  nova: "female",
  onyx: "male",
  sage: "female",
  shimmer: "female",
  verse: "male",
};

// Kokoro names its voices <language><gender>_<name>: "af_bella" is American English, female.
// https://huggingface.co/hexgrad/Kokoro-82M/blob/main/VOICES.md
const KOKORO_LANGUAGES: Record<string, { accent: string; language: string }> = {
  a: { accent: "American", language: "en" },
  b: { accent: "British", language: "en" },
  e: { accent: "Spanish", language: "es" },
  f: { accent: "French", language: "fr" },
  h: { accent: "Hindi", language: "hi" },
  i: { accent: "Italian", language: "it" },
  j: { accent: "Japanese", language: "ja" },
  p: { accent: "Brazilian Portuguese", language: "pt" },
  z: { accent: "Mandarin Chinese", language: "zh" },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function toVoice(name: string): Voice {
  const base = {
    id: `${VOICE_PREFIX}${name}`,
    engine: "openai" as const,
    // The speech endpoint takes no stability or similarity.
    usesSettings: false,
  };
  const kokoro = /^([a-z])([fm])_(.+)$/.exec(name);
  const lang = kokoro ? KOKORO_LANGUAGES[kokoro[1] ?? ""] : undefined;
  if (kokoro && lang) {
    return {
      ...base,
      name: capitalise(kokoro[3] ?? name),
      gender: kokoro[2] === "f" ? "female" : "male",
      accent: lang.accent,
      language: lang.language,
      description: `OpenAI-compatible voice ${name}`,
    };
  }
  return {
    ...base,
    name: capitalise(name),
    gender: OPENAI_VOICES[name] ?? "neutral",
    accent: "Unspecified",
    language: "en",
    description: `OpenAI-compatible voice ${name}`,
  };
}

// Servers answer GET /v1/audio/voices differently: Kokoro-FastAPI with {voices: ["af_bella"]},
// others with objects. Anything unrecognised yields no names.
export function voiceNames(json: unknown): string[] {
  const list = Array.isArray(json)
    ? json
    : typeof json === "object" && json !== null && "voices" in json && Array.isArray(json.voices)
      ? json.voices
      : [];
  const names: string[] = [];
  for (const item of list as unknown[]) {
    if (typeof item === "string") names.push(item);
    else if (typeof item === "object" && item !== null) {
      const record = item as Record<string, unknown>;
      const name = record.id ?? record.voice_id ?? record.name;
      if (typeof name === "string") names.push(name);
    }
  }
  return names.filter((n) => n.trim() !== "");
}
