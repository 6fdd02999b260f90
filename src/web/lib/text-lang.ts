// The language a user's own text is written in, as far as its letters tell, for the lang of the
// element showing it: Urdu gets Nastaliq's taller lines (styles.css, :lang(ur)) on an English page
// too, and English keeps its own on an Urdu one. Arabic script wins in mixed text, so the tall
// letters never collide.
import { type Script, scriptsOf } from "../../domain/voice-scripts.ts";

const SCRIPT_LANGS: readonly [Script, string][] = [
  ["arabic", "ur"],
  ["devanagari", "hi"],
  ["latin", "en"],
];

/** Undefined for a text without letters: the element then speaks the page's language. */
export function textLang(text: string): string | undefined {
  const scripts = scriptsOf(text);
  return SCRIPT_LANGS.find(([script]) => scripts.includes(script))?.[1];
}
