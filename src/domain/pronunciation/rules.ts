// A pronunciation rule and its limits, shared by the server's validators, the public API and the
// Pronunciation page (docs/product.md, "Pronunciation").
import { z } from "zod";
import { MAX_TEXT } from "../text.ts";
import { unknownIpa } from "./ipa-espeak.ts";

export const MAX_RULES = 5000;
/** Rules may make a text longer, up to twice what may be written (docs/product.md section 5). */
export const MAX_SPOKEN_TEXT = 2 * MAX_TEXT;
/** A request carrying a dictionary of the most rules, as JSON or a PLS file, fits in this. */
export const MAX_DICTIONARY_BYTES = 2 * 1024 * 1024;
/** How many dictionaries one text-to-speech request may name. */
export const MAX_LOCATORS = 3;

const word = z.string().trim().min(1).max(200);

const common = {
  stringToReplace: word,
  caseSensitive: z.boolean().default(true),
  wordBoundaries: z.boolean().default(true),
};

export const aliasRuleSchema = z.object({
  type: z.literal("alias"),
  ...common,
  alias: z.string().trim().min(1).max(1000),
});

/** IPA for the engines that take phonemes; `alias` is what the others say, else the word. */
export const phonemeRuleSchema = z.object({
  type: z.literal("phoneme"),
  ...common,
  phoneme: z.string().trim().min(1).max(200),
  alphabet: z.literal("ipa").default("ipa"),
  alias: z.string().trim().min(1).max(1000).optional(),
});

export const pronunciationRuleSchema = z.discriminatedUnion("type", [
  aliasRuleSchema,
  phonemeRuleSchema,
]);

export type AliasRule = z.infer<typeof aliasRuleSchema>;
export type PhonemeRule = z.infer<typeof phonemeRuleSchema>;
export type PronunciationRule = z.infer<typeof pronunciationRuleSchema>;

/** What is wrong with a set of rules, as a catalogue key and values; null when nothing is. */
export type RuleProblem =
  | { key: "pronunciationTooManyRules"; values: { max: number; count: number } }
  | { key: "pronunciationIpaUnknown"; values: { phoneme: string; symbols: string } };

export function rulesProblem(rules: readonly PronunciationRule[]): RuleProblem | null {
  if (rules.length > MAX_RULES)
    return { key: "pronunciationTooManyRules", values: { max: MAX_RULES, count: rules.length } };
  for (const rule of rules) {
    if (rule.type !== "phoneme") continue;
    const unknown = unknownIpa(rule.phoneme);
    if (unknown.length > 0)
      return {
        key: "pronunciationIpaUnknown",
        values: { phoneme: rule.phoneme, symbols: unknown.join(" ") },
      };
  }
  return null;
}

/**
 * Rules added to a set: a rule for a word already there replaces it, where it stood, as
 * ElevenLabs' add-rules does.
 */
export function withRules(
  rules: readonly PronunciationRule[],
  added: readonly PronunciationRule[],
): PronunciationRule[] {
  const out = [...rules];
  for (const rule of added) {
    const at = out.findIndex((r) => r.stringToReplace === rule.stringToReplace);
    if (at === -1) out.push(rule);
    else out[at] = rule;
  }
  return out;
}

export function withoutRules(
  rules: readonly PronunciationRule[],
  words: readonly string[],
): PronunciationRule[] {
  const gone = new Set(words);
  return rules.filter((r) => !gone.has(r.stringToReplace));
}

// A list longer than the most rules still parses, so the service names the limit.
export const rulesListSchema = z.array(pronunciationRuleSchema).max(MAX_RULES * 2);

/** The Pronunciation page's dictionary: a name and its rules. */
export const dictionaryInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  rules: rulesListSchema,
});

/** Hearing one rule said by a voice, on the Pronunciation page. */
export const hearRuleSchema = z.object({
  voiceId: z.string().trim().min(1).max(200),
  rule: pronunciationRuleSchema,
});

/** The operator's site dictionary (admin). */
export const siteRulesSchema = z.object({ rules: rulesListSchema });
