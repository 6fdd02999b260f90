// The basic voices: eSpeak NG voice+variants built into the server, so speech works with nothing
// installed. Named for what they are (clear but synthetic) and listed after the neural voices.
// Their former ids still find them (src/domain/basic-voices.ts).
import { currentVoiceId } from "../../../domain/basic-voices.ts";
import type { Voice } from "../types.ts";

export interface EmbeddedVoice extends Voice {
  espeakVoice: string;
  rate: number; // words per minute; eSpeak's default is 175
  pitch: number; // 0..100 around the variant's own pitch; eSpeak's default is 50
}

// The id names the language, the region, the gender and a number: basic-en-us-male-1. The name and
// the accent follow from it, the gender from the variant (eSpeak's m1-m8 are male, f1-f5 female)
// and the language from the eSpeak voice; eSpeak calls its generic British English plain "en".
type Row = [id: string, espeakVoice: string, rate: number, pitch: number, character: string];

const rows: Row[] = [
  ["basic-en-us-male-1", "en-us+m4", 165, 35, "Deeper and slower."],
  ["basic-en-us-male-2", "en-us+m3", 175, 50, "Even, at a middle pace."],
  ["basic-en-us-male-3", "en-us+m6", 175, 40, "Low, at a middle pace."],
  ["basic-en-us-male-4", "en-us+m2", 170, 45, "Plain, a little slower."],
  ["basic-en-us-male-5", "en-us+m7", 190, 60, "Higher and fast."],
  ["basic-en-us-female-1", "en-us+f2", 160, 55, "Soft and slower."],
  ["basic-en-us-female-2", "en-us+f5", 180, 60, "Higher and quicker."],
  ["basic-en-us-female-3", "en-us+f1", 165, 50, "Even, a little slower."],
  ["basic-en-us-female-4", "en-us+f4", 175, 45, "Lower, at a middle pace."],
  ["basic-en-gb-female-1", "en-gb-x-rp+f3", 170, 55, "Received Pronunciation."],
  ["basic-en-gb-male-1", "en+m1", 180, 50, "Generic British, a little quicker."],
  ["basic-en-gb-male-2", "en-gb-x-rp+m5", 180, 50, "Received Pronunciation, a little quicker."],
  ["basic-ur-female-1", "ur+f3", 160, 50, "Reads Urdu script."],
  ["basic-ur-male-1", "ur+m3", 160, 45, "Reads Urdu script."],
  ["basic-hi-female-1", "hi+f1", 160, 50, "Reads Devanagari script."],
  ["basic-hi-male-1", "hi+m1", 160, 45, "Reads Devanagari script."],
];

// The language (and region) part of an id: the name's words and the accent label.
const LANGUAGES: Record<string, { name: string; accent: string }> = {
  "en-us": { name: "English (US)", accent: "American" },
  "en-gb": { name: "English (UK)", accent: "British" },
  ur: { name: "Urdu", accent: "Urdu" },
  hi: { name: "Hindi", accent: "Hindi" },
};

const partsOf = (id: string) => {
  const [, language = "", gender = "", n = ""] = /^basic-(.+)-(male|female)-(\d+)$/.exec(id) ?? [];
  return { language, gender, n };
};

// "Basic English (UK), female 1", "Basic Urdu, female": numbered where the language has several
// voices of that gender.
function nameOf(id: string): string {
  const { language, gender, n } = partsOf(id);
  const primary = language.split("-")[0];
  const several = rows.filter(([other]) => {
    const parts = partsOf(other);
    return parts.language.split("-")[0] === primary && parts.gender === gender;
  });
  return `Basic ${LANGUAGES[language]?.name ?? language}, ${gender}${several.length > 1 ? ` ${n}` : ""}`;
}

export const EMBEDDED_VOICES: readonly EmbeddedVoice[] = rows.map(
  ([id, espeakVoice, rate, pitch, character]) => ({
    id,
    name: nameOf(id),
    gender: espeakVoice.includes("+f") ? "female" : "male",
    accent: LANGUAGES[partsOf(id).language]?.accent ?? "",
    language: espeakVoice.split(/[-+]/)[0] ?? "",
    description: `${character} Basic built-in voice (eSpeak NG ${espeakVoice}): clear but synthetic.`,
    engine: "embedded",
    // eSpeak has no stability or similarity: sliders would change nothing, so the UI hides them.
    usesSettings: false,
    espeakVoice,
    rate,
    pitch,
  }),
);

const byId = new Map(EMBEDDED_VOICES.map((v) => [v.id, v]));

/** By its id, or by the id it was listed under before (the same voice). */
export function findEmbeddedVoice(id: string): EmbeddedVoice | undefined {
  return byId.get(currentVoiceId(id));
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
