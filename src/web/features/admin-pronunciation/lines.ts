// The site dictionary as the admin writes it: one rule a line, "word = alias" or "word = /IPA/".
import type { PronunciationRule } from "../../../domain/pronunciation/rules.ts";

export function linesOf(rules: readonly PronunciationRule[]): string {
  return rules
    .map((r) => `${r.stringToReplace} = ${r.type === "alias" ? r.alias : `/${r.phoneme}/`}`)
    .join("\n");
}

/** The rules of the lines, or the number (from 1) of the first line that is not a rule. */
export function rulesOf(text: string): PronunciationRule[] | { badLine: number } {
  const rules: PronunciationRule[] = [];
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const at = line.indexOf("=");
    const word = line.slice(0, at).trim();
    const say = line.slice(at + 1).trim();
    if (at < 0 || word === "" || say === "") return { badLine: i + 1 };
    const ipa = /^\/(.+)\/$/.exec(say)?.[1];
    const common = { stringToReplace: word, caseSensitive: true, wordBoundaries: true };
    rules.push(
      ipa
        ? { type: "phoneme", ...common, phoneme: ipa, alphabet: "ipa" }
        : { type: "alias", ...common, alias: say },
    );
  }
  return rules;
}
