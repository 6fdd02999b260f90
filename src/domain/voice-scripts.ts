// Which writing systems a voice can read. A voice handed text in a script its language does not
// use reads nothing, or reads the letters' names: the user should hear why before spending a
// generation, and which voices would do (docs/architecture.md, Voices).
import { byKey, type Message } from "./messages.ts";
import { primaryLanguage } from "./voices.ts";

export type Script =
  | "latin"
  | "arabic"
  | "devanagari"
  | "bengali"
  | "gurmukhi"
  | "cyrillic"
  | "greek"
  | "hebrew"
  | "han"
  | "kana"
  | "hangul"
  | "thai";

const SCRIPT_PATTERNS: readonly [Script, RegExp][] = [
  ["latin", /\p{Script=Latin}/u],
  ["arabic", /\p{Script=Arabic}/u],
  ["devanagari", /\p{Script=Devanagari}/u],
  ["bengali", /\p{Script=Bengali}/u],
  ["gurmukhi", /\p{Script=Gurmukhi}/u],
  ["cyrillic", /\p{Script=Cyrillic}/u],
  ["greek", /\p{Script=Greek}/u],
  ["hebrew", /\p{Script=Hebrew}/u],
  ["han", /\p{Script=Han}/u],
  ["kana", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["hangul", /\p{Script=Hangul}/u],
  ["thai", /\p{Script=Thai}/u],
];

// A language's own scripts, beyond Latin. A language not listed is read as Latin-only.
const LANGUAGE_SCRIPTS: Record<string, readonly Script[]> = {
  ur: ["arabic"],
  ar: ["arabic"],
  fa: ["arabic"],
  ps: ["arabic"],
  sd: ["arabic"],
  hi: ["devanagari"],
  mr: ["devanagari"],
  ne: ["devanagari"],
  bn: ["bengali"],
  pa: ["gurmukhi"],
  ru: ["cyrillic"],
  uk: ["cyrillic"],
  bg: ["cyrillic"],
  sr: ["cyrillic"],
  kk: ["cyrillic"],
  el: ["greek"],
  he: ["hebrew"],
  zh: ["han"],
  ja: ["han", "kana"],
  ko: ["hangul"],
  th: ["thai"],
};

// These providers pick a multilingual model themselves (ElevenLabs for Urdu/Arabic script), so
// their voices read any script.
const MULTILINGUAL_ENGINES = new Set(["elevenlabs", "openai"]);

export interface ScriptVoice {
  name: string;
  language: string;
  engine: string;
}

/** The scripts of the letters in a text; digits, punctuation and marks belong to none. */
export function scriptsOf(text: string): Script[] {
  const found = new Set<Script>();
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    const match = SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char));
    if (match) found.add(match[0]);
  }
  return [...found];
}

/**
 * The scripts in the text this voice cannot read. Latin is read by every voice (names, brands
 * and English words in Urdu or Hindi text are common, and every eSpeak-based voice spells them).
 */
export function unreadableScripts(voice: ScriptVoice, text: string): Script[] {
  if (MULTILINGUAL_ENGINES.has(voice.engine)) return [];
  const own = LANGUAGE_SCRIPTS[primaryLanguage(voice.language)] ?? [];
  return scriptsOf(text).filter((s) => s !== "latin" && !own.includes(s));
}

const MAX_SUGGESTIONS = 4;

// Among the voices that can read a text: a neural voice made for its language sounds best, then
// a basic (eSpeak) one made for it, then a paid provider's multilingual voice.
const READER_RANK: Record<string, number> = { neural: 0, embedded: 1 };
const readerRank = (engine: string) =>
  MULTILINGUAL_ENGINES.has(engine) ? 3 : (READER_RANK[engine] ?? 2);

/**
 * The voices that can read the text: neural voices made for its language, then basic ones, then
 * the multilingual ones (a paid provider's); else in list order.
 */
export function readersOf<T extends ScriptVoice>(text: string, voices: readonly T[]): T[] {
  return voices
    .filter((v) => unreadableScripts(v, text).length === 0)
    .sort((a, b) => readerRank(a.engine) - readerRank(b.engine));
}

/**
 * Null when the voice can read the text; else the message naming at most four voices that can,
 * in readersOf's order. The names are joined with semicolons: a basic voice's name has a comma
 * ("Basic Urdu, female").
 */
export function scriptProblem<T extends ScriptVoice>(
  voice: T,
  text: string,
  voices: readonly T[],
): { message: Message; script: Script; suggestions: T[] } | null {
  const [script] = unreadableScripts(voice, text);
  if (!script) return null;
  const suggestions = readersOf(text, voices).slice(0, MAX_SUGGESTIONS);
  const names = suggestions.map((v) => v.name);
  return {
    message:
      names.length > 0
        ? byKey("voicesCannotRead", { voice: voice.name, script, voices: names.join("; ") })
        : byKey("voicesCannotReadAny", { voice: voice.name, script }),
    script,
    suggestions,
  };
}
