import { describe, expect, it } from "vitest";
import { byKey, message } from "./messages.ts";
import { readersOf, scriptProblem, scriptsOf, unreadableScripts } from "./voice-scripts.ts";

const v = (name: string, language: string, engine = "neural") => ({ name, language, engine });
const amy = v("Amy", "en-US");
const urdu = v("Basic Urdu, female", "ur", "embedded");
const hindi = v("Basic Hindi, male", "hi", "embedded");
const rachel = v("Rachel", "en", "elevenlabs");
const URDU = "السلام علیکم، آپ کیسے ہیں؟";
const HINDI = "नमस्ते, आप कैसे हैं?";

describe("scriptsOf", () => {
  it("finds the scripts of letters, ignoring digits, punctuation and spaces", () => {
    expect(scriptsOf("Hello, world! 123")).toEqual(["latin"]);
    expect(scriptsOf(URDU)).toEqual(["arabic"]);
    expect(scriptsOf(`${HINDI} OK`)).toEqual(["devanagari", "latin"]);
    expect(scriptsOf("123 ... !!")).toEqual([]);
  });
});

describe("unreadableScripts", () => {
  it("refuses Urdu or Hindi script to an English voice", () => {
    expect(unreadableScripts(amy, URDU)).toEqual(["arabic"]);
    expect(unreadableScripts(amy, HINDI)).toEqual(["devanagari"]);
    expect(unreadableScripts(amy, "Hello there")).toEqual([]);
  });

  it("lets every voice read Latin, and a voice its own language's script", () => {
    expect(unreadableScripts(urdu, `${URDU} YouTube`)).toEqual([]);
    expect(unreadableScripts(hindi, `${HINDI} Hello`)).toEqual([]);
    expect(unreadableScripts(hindi, URDU)).toEqual(["arabic"]);
    expect(unreadableScripts(v("Kaveh", "fa_IR"), URDU)).toEqual([]);
  });

  it("trusts the multilingual providers with any script", () => {
    expect(unreadableScripts(rachel, URDU)).toEqual([]);
    expect(unreadableScripts(v("Alloy", "en", "openai"), HINDI)).toEqual([]);
  });
});

describe("readersOf", () => {
  it("puts the voices made for the text's language before the multilingual ones", () => {
    const piper = v("Urdu Neural", "ur", "neural");
    expect(readersOf(URDU, [amy, rachel, piper, urdu]).map((r) => r.name)).toEqual([
      "Urdu Neural",
      "Basic Urdu, female",
      "Rachel",
    ]);
  });

  it("puts a neural voice of the language before a basic one listed earlier", () => {
    const piper = v("Urdu Neural", "ur_PK", "neural");
    const readers = readersOf(URDU, [rachel, urdu, amy, v("Alloy", "en", "openai"), piper]);
    expect(readers.map((r) => r.name)).toEqual([
      "Urdu Neural",
      "Basic Urdu, female",
      "Rachel",
      "Alloy",
    ]);
  });
});

describe("scriptProblem", () => {
  const voices = [amy, rachel, urdu, hindi, v("Basic Urdu, male", "ur", "embedded")];

  it("names the voices that can read the text, language voices before multilingual ones", () => {
    const problem = scriptProblem(amy, URDU, voices);
    expect(problem?.script).toBe("arabic");
    expect(problem?.suggestions.map((s) => s.name)).toEqual([
      "Basic Urdu, female",
      "Basic Urdu, male",
      "Rachel",
    ]);
    expect(problem?.message).toEqual(
      byKey("voicesCannotRead", {
        voice: "Amy",
        script: "arabic",
        voices: "Basic Urdu, female; Basic Urdu, male; Rachel",
      }),
    );
    const { key, values } = problem?.message ?? byKey("voicesCannotReadAny");
    expect(message(key, values)).toBe(
      "Amy cannot read Urdu/Arabic text. Choose a voice that can, such as Basic Urdu, female; Basic Urdu, male; Rachel.",
    );
  });

  it("proposes the Urdu neural voice first for Urdu text", () => {
    const neural = v("Urdu (Pakistan), male", "ur_PK", "neural");
    const problem = scriptProblem(amy, URDU, [...voices, neural]);
    expect(problem?.suggestions[0]).toBe(neural);
    expect(problem?.suggestions.map((s) => s.engine)).toEqual([
      "neural",
      "embedded",
      "embedded",
      "elevenlabs",
    ]);
  });

  it("says so when no voice can", () => {
    const none = scriptProblem(amy, "Привет", [amy, urdu, hindi])?.message;
    expect(none).toEqual(byKey("voicesCannotReadAny", { voice: "Amy", script: "cyrillic" }));
    expect(message("voicesCannotReadAny", none?.values)).toBe(
      "Amy cannot read Cyrillic text. No voice on this site can read it yet.",
    );
  });

  it("is null when the voice can read the text", () => {
    expect(scriptProblem(urdu, URDU, voices)).toBeNull();
    expect(scriptProblem(amy, "Hello", voices)).toBeNull();
  });
});
