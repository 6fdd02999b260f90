import { describe, expect, it } from "vitest";
import {
  clampVoiceSettings,
  DEFAULT_VOICE_SETTINGS,
  defaultVoice,
  type FilterableVoice,
  filterVoices,
  VOICE_FILTERS,
} from "./voices.ts";

const voice = (name: string, gender: string, accent: string, language: string, description = "") =>
  ({ name, gender, accent, language, description }) satisfies FilterableVoice;

const voices = [
  voice("Basic English (US), male 1", "male", "American", "en", "Deeper and slower"),
  voice("Basic English (US), female 1", "female", "American", "en", "Soft"),
  voice("Basic English (UK), female 1", "female", "British", "en", "Received"),
  voice("Generic Brit", "male", "British English", "en", "Casual"),
  voice("Basic Urdu, female", "female", "Urdu", "ur"),
  voice("Basic Hindi, male", "male", "Hindi", "hi-IN"),
  voice("Alloy", "neutral", "Unspecified", "en"),
];

const US_MALE = "Basic English (US), male 1";
const US_FEMALE = "Basic English (US), female 1";
const UK_FEMALE = "Basic English (UK), female 1";

const names = (list: FilterableVoice[]) => list.map((v) => v.name);

describe("filterVoices", () => {
  it("offers the six filter chips in order", () => {
    expect(VOICE_FILTERS.map((f) => f.label)).toEqual([
      "All Voices",
      "Male",
      "Female",
      "American",
      "British",
      "Hindi/Urdu",
      "Neural",
    ]);
  });

  it("keeps everything for 'all' and an empty search", () => {
    expect(filterVoices(voices, "all", "")).toEqual(voices);
    expect(filterVoices(voices, "all", "   ")).toEqual(voices);
  });

  it("filters by gender, leaving neutral voices out of both", () => {
    expect(names(filterVoices(voices, "male", ""))).toEqual([
      US_MALE,
      "Generic Brit",
      "Basic Hindi, male",
    ]);
    expect(names(filterVoices(voices, "female", ""))).toEqual([
      US_FEMALE,
      UK_FEMALE,
      "Basic Urdu, female",
    ]);
  });

  it("filters by accent", () => {
    expect(names(filterVoices(voices, "american", ""))).toEqual([US_MALE, US_FEMALE]);
    expect(names(filterVoices(voices, "british", ""))).toEqual([UK_FEMALE, "Generic Brit"]);
  });

  it("finds Hindi and Urdu by language code, with or without a region", () => {
    expect(names(filterVoices(voices, "hindi-urdu", ""))).toEqual([
      "Basic Urdu, female",
      "Basic Hindi, male",
    ]);
    expect(filterVoices([voice("X", "male", "Urdu", "")], "hindi-urdu", "")).toHaveLength(1);
  });

  it("searches name, description and accent, ignoring case", () => {
    expect(names(filterVoices(voices, "all", "(us), MALE"))).toEqual([US_MALE]);
    expect(names(filterVoices(voices, "all", "soft"))).toEqual([US_FEMALE]);
    expect(names(filterVoices(voices, "all", "british english"))).toEqual(["Generic Brit"]);
    // The language code is for the filter chips, not for the search box.
    expect(filterVoices(voices, "all", "hi-IN")).toEqual([]);
  });

  it("combines a filter with a search", () => {
    expect(names(filterVoices(voices, "female", "british"))).toEqual([UK_FEMALE]);
    expect(filterVoices(voices, "male", "soft")).toEqual([]);
  });
});

describe("clampVoiceSettings", () => {
  it("fills the speech defaults", () => {
    expect(clampVoiceSettings(undefined)).toEqual(DEFAULT_VOICE_SETTINGS);
    expect(DEFAULT_VOICE_SETTINGS).toEqual({
      stability: 0.5,
      similarityBoost: 0.75,
      style: 0,
      useSpeakerBoost: true,
      speed: 1,
    });
  });

  it("clamps to 0..1 and ignores what is not a finite number", () => {
    expect(
      clampVoiceSettings({
        stability: -3,
        similarityBoost: 7,
        style: Number.NaN,
        useSpeakerBoost: false,
      }),
    ).toEqual({ stability: 0, similarityBoost: 1, style: 0, useSpeakerBoost: false, speed: 1 });
    expect(clampVoiceSettings({ stability: 0.25, style: Number.POSITIVE_INFINITY })).toEqual({
      ...DEFAULT_VOICE_SETTINGS,
      stability: 0.25,
    });
  });
});

describe("speed", () => {
  it("keeps 0.7..1.3 and takes the voice's own pace for anything else", () => {
    expect(clampVoiceSettings({ speed: 1.2 }).speed).toBe(1.2);
    expect(clampVoiceSettings({ speed: 0.1 }).speed).toBe(0.7);
    expect(clampVoiceSettings({ speed: 4 }).speed).toBe(1.3);
    expect(clampVoiceSettings({ speed: Number.NaN }).speed).toBe(1);
    expect(clampVoiceSettings({}).speed).toBe(1);
  });
});

describe("the Neural filter", () => {
  it("keeps only the neural engine's voices", () => {
    const list = [
      { ...voice("Amy", "female", "American", "en"), engine: "neural" },
      { ...voice(US_MALE, "male", "American", "en"), engine: "embedded" },
      { ...voice("Rachel", "female", "American", "en"), engine: "elevenlabs" },
    ];
    expect(names(filterVoices(list, "neural", ""))).toEqual(["Amy"]);
  });
});

describe("defaultVoice", () => {
  const v = (name: string, engine: string, language = "en") => ({ name, engine, language });

  it("picks a neural voice over eSpeak and a paid provider, wherever it is in the list", () => {
    const list = [
      v("Basic English (US), male 1", "embedded"),
      v("Rachel", "elevenlabs"),
      v("Amy", "neural"),
    ];
    expect(defaultVoice(list)?.name).toBe("Amy");
  });

  it("picks eSpeak over a paid provider when no neural voice is installed", () => {
    expect(
      defaultVoice([v("Rachel", "elevenlabs"), v("Basic English (US), male 1", "embedded")])?.name,
    ).toBe("Basic English (US), male 1");
  });

  it("prefers the user's language, then the best engine within it", () => {
    const list = [
      v("Basic Urdu, female", "embedded", "ur"),
      v("Rachel", "elevenlabs", "ur"),
      v("Amy", "neural"),
      v("Kaveh", "neural", "fa"),
    ];
    expect(defaultVoice(list, "en-GB")?.name).toBe("Amy");
    expect(defaultVoice(list, "fa")?.name).toBe("Kaveh");
    expect(defaultVoice(list, "ur")?.name).toBe("Basic Urdu, female");
    expect(defaultVoice([...list, v("Urdu Neural", "neural", "ur_PK")], "ur")?.name).toBe(
      "Urdu Neural",
    );
  });

  it("takes the best engine when no voice speaks the user's language", () => {
    const list = [
      v("Rachel", "elevenlabs"),
      v("Basic Hindi, male", "embedded", "hi"),
      v("Amy", "neural"),
    ];
    expect(defaultVoice(list, "ur")?.name).toBe("Amy");
    expect(defaultVoice(list.slice(0, 2), "ur")?.name).toBe("Basic Hindi, male");
  });

  it("keeps the list's order among equals, and has none for an empty list", () => {
    expect(
      defaultVoice([
        v("Basic English (US), male 1", "embedded"),
        v("Basic English (US), female 1", "embedded"),
      ])?.name,
    ).toBe("Basic English (US), male 1");
    expect(defaultVoice([])).toBeUndefined();
  });
});
