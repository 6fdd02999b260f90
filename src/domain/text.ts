// Text rules shared by the server and the text area (docs/product.md section 5).
import { byKey, type Message } from "./messages.ts";
import { badPauses, PAUSES_MAX_TOTAL_SECONDS, totalPauseSeconds } from "./pauses.ts";

export const MAX_TEXT = 5000;

// After a sentence's end mark (Latin, Devanagari danda, Urdu full stop and question mark) and any
// closing quote or bracket, at the whitespace that follows; or a line break.
export const SENTENCE_END = /[.!?\u0964\u0965\u06D4\u061F]+["'\u201D\u2019)\]]*\s+|\n\s*/gu;
export const WARN_TEXT = 4500;

// Arabic, Arabic Supplement, Arabic Extended-A and the presentation forms. U+FEFF sits at the
// end of Presentation Forms-B but is the byte-order mark, not a letter, so the range stops at FEFC.
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/u;

// Zero-width space, non-joiner, joiner, word joiner and BOM: pasted Urdu text is full of them
// and they make providers mispronounce or split words.
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/gu;

export function hasArabicScript(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

// Zero-width characters are dropped from Arabic-script text only, as docs/product.md section 5 says: in Devanagari
// (Hindi) the joiner and non-joiner choose how conjuncts are written, so they must stay.
export function normalizeText(text: string): string {
  let out = text.normalize("NFC");
  if (hasArabicScript(out)) out = out.replace(ZERO_WIDTH, "");
  return out.trim();
}

// The refusal as a catalogue message, so each reader is told in their language.
export type TextCheck = { ok: true; text: string } | { ok: false; message: Message };

/** `max` is larger only for a text the pronunciation rules have lengthened (docs/product.md). */
export function validateText(text: string, max = MAX_TEXT): TextCheck {
  const normalized = normalizeText(text);
  if (normalized.length === 0) return { ok: false, message: byKey("generationTextEmpty") };
  if (normalized.length > max) return { ok: false, message: byKey("generationTextTooLong") };
  const bad = badPauses(normalized);
  if (bad.length > 0)
    return { ok: false, message: byKey("generationPauseRange", { markers: bad.join(", ") }) };
  const paused = totalPauseSeconds(normalized);
  if (paused > PAUSES_MAX_TOTAL_SECONDS) {
    const values = { seconds: paused, max: PAUSES_MAX_TOTAL_SECONDS };
    return { ok: false, message: byKey("generationPausesTooLong", values) };
  }
  return { ok: true, text: normalized };
}
