import { describe, expect, it } from "vitest";
import { currentVoiceId, FORMER_BASIC_VOICE_IDS } from "../../../domain/basic-voices.ts";
import { EMBEDDED_VOICES, findEmbeddedVoice, publicVoice } from "./voices.ts";

// The variants bundled in eSpeak NG's data. set_voice accepts any other name without an error
// and falls back to the plain voice, so a typo here would silently merge two voices.
const VARIANTS = ["m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "f1", "f2", "f3", "f4", "f5"];

// ElevenLabs' premade and default voice names: they belong to ElevenLabs' voices.
const ELEVENLABS_NAMES = [
  "Adam Alice Antoni Aria Arnold Bella Bill Brian Callum Charlie Charlotte Chris Clyde Daniel",
  "Dave Domi Dorothy Drew Elli Emily Eric Ethan Fin Freya George Gigi Giovanni Glinda Grace",
  "Harry James Jeremy Jessica Jessie Joseph Josh Laura Liam Lily Matilda Michael Mimi Nicole",
  "Patrick Paul Rachel River Roger Sam Sarah Serena Thomas Will",
]
  .join(" ")
  .split(" ");

// Each former id and the eSpeak voice+variant, rate and pitch it spoke with: a renamed voice
// sounds exactly as before.
const FORMER_SOUND: Record<string, [string, number, number]> = {
  adam: ["en-us+m4", 165, 35],
  bella: ["en-us+f2", 160, 55],
  antoni: ["en-us+m3", 175, 50],
  elli: ["en-us+f5", 180, 60],
  josh: ["en-us+m6", 175, 40],
  arnold: ["en-us+m2", 170, 45],
  dorothy: ["en-gb-x-rp+f3", 170, 55],
  charlie: ["en+m1", 180, 50],
  matilda: ["en-us+f1", 165, 50],
  harry: ["en-us+m7", 190, 60],
  domi: ["en-us+f4", 175, 45],
  dave: ["en-gb-x-rp+m5", 180, 50],
  "urdu-female": ["ur+f3", 160, 50],
  "urdu-male": ["ur+m3", 160, 45],
  "hindi-female": ["hi+f1", 160, 50],
  "hindi-male": ["hi+m1", 160, 45],
};

describe("embedded voice catalogue", () => {
  it("has English (US and UK), Urdu and Hindi voices of both genders", () => {
    for (const accent of ["American", "British", "Urdu", "Hindi"]) {
      const voices = EMBEDDED_VOICES.filter((v) => v.accent === accent);
      expect(new Set(voices.map((v) => v.gender)), accent).toEqual(new Set(["female", "male"]));
    }
    expect(findEmbeddedVoice("basic-ur-female-1")?.accent).toBe("Urdu");
    expect(findEmbeddedVoice("basic-hi-male-1")?.espeakVoice).toMatch(/^hi\+/);
  });

  it("gives every voice a unique lower-case id and a distinct eSpeak voice+variant", () => {
    const ids = EMBEDDED_VOICES.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^basic-[a-z]{2}(-[a-z]{2})?-(male|female)-\d$/);
    const pairs = EMBEDDED_VOICES.map((v) => v.espeakVoice);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("names each voice for what it is, and says so in its description", () => {
    for (const v of EMBEDDED_VOICES) {
      expect(v.name, v.id).toMatch(/^Basic (English \((US|UK)\)|Urdu|Hindi), (male|female)( \d)?$/);
      expect(v.name.toLowerCase(), v.id).toContain(v.gender);
      expect(v.description, v.id).toContain(`(eSpeak NG ${v.espeakVoice}): clear but synthetic.`);
    }
    expect(new Set(EMBEDDED_VOICES.map((v) => v.name)).size).toBe(EMBEDDED_VOICES.length);
    expect(findEmbeddedVoice("basic-en-gb-female-1")?.name).toBe("Basic English (UK), female 1");
    expect(findEmbeddedVoice("basic-ur-female-1")?.name).toBe("Basic Urdu, female");
    expect(findEmbeddedVoice("basic-hi-male-1")?.name).toBe("Basic Hindi, male");
  });

  it("carries no ElevenLabs voice name in any id, name or description", () => {
    for (const v of EMBEDDED_VOICES) {
      const words = `${v.id} ${v.name} ${v.description}`.toLowerCase().split(/[^a-z]+/);
      for (const name of ELEVENLABS_NAMES) expect(words, v.id).not.toContain(name.toLowerCase());
    }
  });

  it("matches each variant to the voice's gender", () => {
    for (const v of EMBEDDED_VOICES) {
      const variant = v.espeakVoice.split("+")[1] ?? "";
      expect(VARIANTS, v.id).toContain(variant);
      expect(variant.startsWith("f") ? "female" : "male", v.id).toBe(v.gender);
    }
  });

  it("matches the eSpeak language to the accent and the name", () => {
    for (const v of EMBEDDED_VOICES) {
      const lang = v.espeakVoice.split("+")[0] ?? "";
      if (v.accent === "American") expect(lang, v.id).toBe("en-us");
      if (v.accent === "British") expect(lang, v.id).toMatch(/^en(-gb-.+)?$/);
      expect(v.name.includes("(US)"), v.id).toBe(lang === "en-us");
      expect(v.name.includes("(UK)"), v.id).toBe(v.accent === "British");
      expect(v.language, v.id).toBe(lang.startsWith("en") ? "en" : lang);
    }
  });

  it("finds each voice by its former id, sounding exactly as it did", () => {
    expect([...FORMER_BASIC_VOICE_IDS.keys()].sort()).toEqual(Object.keys(FORMER_SOUND).sort());
    expect(new Set(FORMER_BASIC_VOICE_IDS.values())).toEqual(
      new Set(EMBEDDED_VOICES.map((v) => v.id)),
    );
    for (const [former, [espeakVoice, rate, pitch]] of Object.entries(FORMER_SOUND)) {
      const voice = findEmbeddedVoice(former);
      expect(voice?.id, former).toBe(currentVoiceId(former));
      expect(voice, former).toMatchObject({ espeakVoice, rate, pitch });
    }
    expect(findEmbeddedVoice("nobody")).toBeUndefined();
    expect(findEmbeddedVoice("Adam")).toBeUndefined();
  });

  it("shows no eSpeak tuning to the API and hides the settings sliders", () => {
    const voice = findEmbeddedVoice("basic-en-us-male-1");
    expect(voice).toBeDefined();
    if (!voice) return;
    expect(publicVoice(voice)).toEqual({
      id: "basic-en-us-male-1",
      name: "Basic English (US), male 1",
      gender: "male",
      accent: "American",
      language: "en",
      description:
        "Deeper and slower. Basic built-in voice (eSpeak NG en-us+m4): clear but synthetic.",
      engine: "embedded",
      usesSettings: false,
    });
  });
});
