// The twelve demo voices (docs/product.md section 3) plus Urdu and Hindi, each a distinct eSpeak NG voice+variant
// whose gender and accent match the name. eSpeak has no Australian English (docs/platform-notes.md
// section 8), so Charlie speaks British English and his accent label says so.
import type { Voice } from "../types.ts";

export interface EmbeddedVoice extends Voice {
  espeakVoice: string;
  rate: number; // words per minute; eSpeak's default is 175
  pitch: number; // 0..100 around the variant's own pitch; eSpeak's default is 50
}

// id, accent, eSpeak voice+variant, rate, pitch, character. The rest follows from these: the name
// is the id in title case, the gender the variant's (eSpeak's m1-m8 are male, f1-f5 female) and the
// language the eSpeak voice's.
type Row = [string, string, string, number, number, string];

const rows: Row[] = [
  ["adam", "American", "en-us+m4", 165, 35, "Deep, narration"],
  ["bella", "American", "en-us+f2", 160, 55, "Soft, narration"],
  ["antoni", "American", "en-us+m3", 175, 50, "Well-rounded"],
  ["elli", "American", "en-us+f5", 180, 60, "Emotional, young"],
  ["josh", "American", "en-us+m6", 175, 40, "Deep, young"],
  ["arnold", "American", "en-us+m2", 170, 45, "Crisp, narration"],
  ["dorothy", "British", "en-gb-x-rp+f3", 170, 55, "Pleasant, young"],
  ["charlie", "British (stands in for Australian)", "en+m1", 180, 50, "Casual"],
  ["matilda", "American", "en-us+f1", 165, 50, "Warm, audiobook"],
  ["harry", "American", "en-us+m7", 190, 60, "Anxious, young"],
  ["domi", "American", "en-us+f4", 175, 45, "Strong, narration"],
  ["dave", "British", "en-gb-x-rp+m5", 180, 50, "Conversational"],
  ["urdu-female", "Urdu", "ur+f3", 160, 50, "Urdu"],
  ["urdu-male", "Urdu", "ur+m3", 160, 45, "Urdu"],
  ["hindi-female", "Hindi", "hi+f1", 160, 50, "Hindi"],
  ["hindi-male", "Hindi", "hi+m1", 160, 45, "Hindi"],
];

const titleCase = (id: string) =>
  id
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

export const EMBEDDED_VOICES: readonly EmbeddedVoice[] = rows.map(
  ([id, accent, espeakVoice, rate, pitch, character]) => ({
    id,
    name: titleCase(id),
    gender: espeakVoice.includes("+f") ? "female" : "male",
    accent,
    language: espeakVoice.split(/[-+]/)[0] ?? "",
    description: `${character}. Built-in eSpeak NG voice (${espeakVoice}).`,
    engine: "embedded",
    // eSpeak has no stability or similarity: sliders would change nothing, so the UI hides them.
    usesSettings: false,
    espeakVoice,
    rate,
    pitch,
  }),
);

const byId = new Map(EMBEDDED_VOICES.map((v) => [v.id, v]));

export function findEmbeddedVoice(id: string): EmbeddedVoice | undefined {
  return byId.get(id);
}

// What the API shows: the eSpeak tuning stays inside the engine.
export function publicVoice({
  espeakVoice: _v,
  rate: _r,
  pitch: _p,
  ...voice
}: EmbeddedVoice): Voice {
  return voice;
}
