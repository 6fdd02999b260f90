// The twelve demo voices (docs/product.md section 3) plus Urdu and Hindi, each a distinct eSpeak NG voice+variant
// whose gender and accent match the name. eSpeak has no Australian English (docs/platform-notes.md
// section 8), so Charlie speaks British English and his accent label says so.
import type { Gender, Voice } from "../types.ts";

export interface EmbeddedVoice extends Voice {
  espeakVoice: string;
  rate: number; // words per minute; eSpeak's default is 175
  pitch: number; // 0..100 around the variant's own pitch; eSpeak's default is 50
}

type Row = [string, string, Gender, string, string, string, number, number, string];

const AUSTRALIAN = "British (stands in for Australian)";

// id, name, gender, accent, language, eSpeak voice+variant, rate, pitch, character
const rows: Row[] = [
  ["adam", "Adam", "male", "American", "en", "en-us+m4", 165, 35, "Deep, narration"],
  ["bella", "Bella", "female", "American", "en", "en-us+f2", 160, 55, "Soft, narration"],
  ["antoni", "Antoni", "male", "American", "en", "en-us+m3", 175, 50, "Well-rounded"],
  ["elli", "Elli", "female", "American", "en", "en-us+f5", 180, 60, "Emotional, young"],
  ["josh", "Josh", "male", "American", "en", "en-us+m6", 175, 40, "Deep, young"],
  ["arnold", "Arnold", "male", "American", "en", "en-us+m2", 170, 45, "Crisp, narration"],
  ["dorothy", "Dorothy", "female", "British", "en", "en-gb-x-rp+f3", 170, 55, "Pleasant, young"],
  ["charlie", "Charlie", "male", AUSTRALIAN, "en", "en+m1", 180, 50, "Casual"],
  ["matilda", "Matilda", "female", "American", "en", "en-us+f1", 165, 50, "Warm, audiobook"],
  ["harry", "Harry", "male", "American", "en", "en-us+m7", 190, 60, "Anxious, young"],
  ["domi", "Domi", "female", "American", "en", "en-us+f4", 175, 45, "Strong, narration"],
  ["dave", "Dave", "male", "British", "en", "en-gb-x-rp+m5", 180, 50, "Conversational"],
  ["urdu-female", "Urdu Female", "female", "Urdu", "ur", "ur+f3", 160, 50, "Urdu"],
  ["urdu-male", "Urdu Male", "male", "Urdu", "ur", "ur+m3", 160, 45, "Urdu"],
  ["hindi-female", "Hindi Female", "female", "Hindi", "hi", "hi+f1", 160, 50, "Hindi"],
  ["hindi-male", "Hindi Male", "male", "Hindi", "hi", "hi+m1", 160, 45, "Hindi"],
];

export const EMBEDDED_VOICES: readonly EmbeddedVoice[] = rows.map(
  ([id, name, gender, accent, language, espeakVoice, rate, pitch, character]) => ({
    id,
    name,
    gender,
    accent,
    language,
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
