// What a text becomes once pronunciation rules are applied: the words an engine is given, with a
// map back to the words as written, so captions and word timings name the written words
// (docs/product.md, "Pronunciation").

import type { WordMark } from "../word-timing.ts";
import { espeakPhonemes } from "./ipa-espeak.ts";
import type { PronunciationRule } from "./rules.ts";

/** One rule applied: where the written word stood and where its replacement stands. */
export interface Replacement {
  writtenStart: number;
  writtenEnd: number;
  spokenStart: number;
  spokenEnd: number;
}

export interface Pronounced {
  written: string;
  spoken: string;
  /** In order, none overlapping; between them the spoken text is the written one, shifted. */
  replacements: Replacement[];
}

/** Whether the engine reads eSpeak's phoneme input; the others get a phoneme rule's alias. */
export type PhonemeSupport = "espeak" | "none";

/**
 * eSpeak (the "embedded" engine) reads phonemes; the neural voices' sherpa-onnx takes text only,
 * and the paid providers are sent text (docs/decisions/016-pronunciation.md).
 */
export const phonemeSupportOf = (engine: string): PhonemeSupport =>
  engine === "embedded" ? "espeak" : "none";

// A word's edge: no letter, mark or digit on the other side.
const WORDISH = /[\p{L}\p{M}\p{N}]/u;
const isWordish = (ch: string | undefined) => ch !== undefined && WORDISH.test(ch);

interface Prepared {
  rule: PronunciationRule;
  folded: string;
}

// Rules by the first character of their word, folded: a text is scanned once, trying at each
// position only the rules that could start there.
function index(rules: readonly PronunciationRule[]): Map<string, Prepared[]> {
  const byFirst = new Map<string, Prepared[]>();
  for (const rule of rules) {
    const folded = rule.caseSensitive ? rule.stringToReplace : rule.stringToReplace.toLowerCase();
    const first = folded[0]?.toLowerCase() ?? "";
    const list = byFirst.get(first) ?? [];
    list.push({ rule, folded });
    byFirst.set(first, list);
  }
  return byFirst;
}

function matchesAt(text: string, at: number, { rule, folded }: Prepared): boolean {
  const piece = text.slice(at, at + folded.length);
  if ((rule.caseSensitive ? piece : piece.toLowerCase()) !== folded) return false;
  if (!rule.wordBoundaries) return true;
  const word = rule.stringToReplace;
  // A word that starts or ends with punctuation ("Rs.") is bounded by that punctuation itself.
  const startOk = !isWordish(word[0]) || !isWordish(text[at - 1]);
  const endOk = !isWordish(word.at(-1)) || !isWordish(text[at + folded.length]);
  return startOk && endOk;
}

/** What the engine says for a rule's word, or null when it says the word itself. */
function sayingOf(rule: PronunciationRule, phonemes: PhonemeSupport): string | null {
  if (rule.type === "alias") return rule.alias;
  if (phonemes === "espeak") return espeakPhonemes(rule.phoneme);
  return rule.alias ?? null;
}

/**
 * Applies `rules` to `text`, earlier rules first: the first rule (in order) that matches at a
 * position wins, so a user's rules placed before the site's win over them. Matched text is not
 * matched again.
 */
export function pronounce(
  text: string,
  rules: readonly PronunciationRule[],
  phonemes: PhonemeSupport,
): Pronounced {
  const byFirst = index(rules);
  const replacements: Replacement[] = [];
  let spoken = "";
  let copiedTo = 0;
  let at = 0;
  while (at < text.length) {
    const candidates = byFirst.get(text[at]?.toLowerCase() ?? "");
    const hit = candidates?.find((p) => matchesAt(text, at, p));
    const saying = hit ? sayingOf(hit.rule, phonemes) : null;
    if (!hit || saying === null) {
      at += 1;
      continue;
    }
    spoken += text.slice(copiedTo, at);
    const spokenStart = spoken.length;
    spoken += saying;
    const writtenEnd = at + hit.folded.length;
    replacements.push({ writtenStart: at, writtenEnd, spokenStart, spokenEnd: spoken.length });
    copiedTo = writtenEnd;
    at = writtenEnd;
  }
  spoken += text.slice(copiedTo);
  return { written: text, spoken, replacements };
}

/**
 * The written range a range of the spoken text stands for: an engine's word timing over an alias
 * ("estimated time of arrival") is reported on the written word ("ETA").
 */
export function writtenRange(
  pronounced: Pronounced,
  spokenStart: number,
  spokenEnd: number,
): { start: number; end: number } {
  const toWritten = (offset: number, edge: "start" | "end") => {
    let shift = 0;
    for (const r of pronounced.replacements) {
      if (offset < r.spokenStart) break;
      if (offset < r.spokenEnd || (edge === "end" && offset === r.spokenEnd))
        return edge === "start" ? r.writtenStart : r.writtenEnd;
      shift = r.writtenEnd - r.spokenEnd;
    }
    return offset + shift;
  };
  return { start: toWritten(spokenStart, "start"), end: toWritten(spokenEnd, "end") };
}

/**
 * An engine's word marks on the spoken text, moved onto the written one: the words of an alias
 * ("estimated", "time", "of", "arrival") become the written word they stand for ("ETA"), heard
 * from the first one's start to the last one's end.
 */
export function writtenMarks(pronounced: Pronounced, marks: WordMark[]): WordMark[] {
  if (pronounced.replacements.length === 0) return marks;
  const moved: WordMark[] = [];
  for (const mark of marks) {
    const { start: from, end: to } = writtenRange(pronounced, mark.from, mark.to);
    const last = moved.at(-1);
    if (last && from < last.to) {
      last.to = Math.max(last.to, to);
      last.end = Math.max(last.end, mark.end);
    } else {
      moved.push({ ...mark, from, to });
    }
  }
  return moved;
}
