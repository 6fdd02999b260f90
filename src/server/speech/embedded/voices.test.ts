import { describe, expect, it } from "vitest";
import { EMBEDDED_VOICES, findEmbeddedVoice, publicVoice } from "./voices.ts";

// The variants bundled in eSpeak NG's data. set_voice accepts any other name without an error
// and falls back to the plain voice, so a typo here would silently merge two voices.
const VARIANTS = ["m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "f1", "f2", "f3", "f4", "f5"];
const SPEC_NAMES = [
  "Adam",
  "Bella",
  "Antoni",
  "Elli",
  "Josh",
  "Arnold",
  "Dorothy",
  "Charlie",
].concat(["Matilda", "Harry", "Domi", "Dave"]);

describe("embedded voice catalogue", () => {
  it("has the twelve demo voices and Urdu and Hindi ones", () => {
    const names = EMBEDDED_VOICES.map((v) => v.name);
    for (const name of SPEC_NAMES) expect(names).toContain(name);
    for (const language of ["ur", "hi"]) {
      const voices = EMBEDDED_VOICES.filter((v) => v.language === language);
      expect(voices.map((v) => v.gender).sort()).toEqual(["female", "male"]);
    }
    expect(findEmbeddedVoice("urdu-female")?.accent).toBe("Urdu");
    expect(findEmbeddedVoice("hindi-male")?.espeakVoice).toMatch(/^hi\+/);
  });

  it("gives every voice a unique lower-case id and a distinct eSpeak voice+variant", () => {
    const ids = EMBEDDED_VOICES.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    const pairs = EMBEDDED_VOICES.map((v) => v.espeakVoice);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("matches each variant to the voice's gender", () => {
    for (const v of EMBEDDED_VOICES) {
      const variant = v.espeakVoice.split("+")[1] ?? "";
      expect(VARIANTS, v.id).toContain(variant);
      expect(variant.startsWith("f") ? "female" : "male", v.id).toBe(v.gender);
    }
  });

  it("matches the eSpeak language to the accent, and is honest about Australian", () => {
    for (const v of EMBEDDED_VOICES) {
      const lang = v.espeakVoice.split("+")[0] ?? "";
      if (v.accent === "American") expect(lang, v.id).toBe("en-us");
      // eSpeak calls its generic British English plain "en".
      if (v.accent.startsWith("British")) expect(lang, v.id).toMatch(/^en(-gb-.+)?$/);
      expect(v.language, v.id).toBe(lang.startsWith("en") ? "en" : lang);
    }
    expect(findEmbeddedVoice("charlie")?.accent).toBe("British (stands in for Australian)");
  });

  it("shows no eSpeak tuning to the API and hides the settings sliders", () => {
    const adam = findEmbeddedVoice("adam");
    expect(adam).toBeDefined();
    if (!adam) return;
    expect(publicVoice(adam)).toEqual({
      id: "adam",
      name: "Adam",
      gender: "male",
      accent: "American",
      language: "en",
      description: "Deep, narration. Built-in eSpeak NG voice (en-us+m4).",
      engine: "embedded",
      usesSettings: false,
    });
    expect(findEmbeddedVoice("nobody")).toBeUndefined();
  });
});
