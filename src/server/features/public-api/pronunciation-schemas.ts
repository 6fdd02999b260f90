// ElevenLabs' pronunciation-dictionary requests, as its SDK sends them (snake_case), and their
// conversion to the domain's rules (src/domain/pronunciation/rules.ts).
import { z } from "zod";
import type { PronunciationRule } from "../../../domain/pronunciation/rules.ts";
import { MAX_LOCATORS, MAX_RULES } from "../../../domain/pronunciation/rules.ts";

const common = {
  string_to_replace: z.string().trim().min(1).max(200),
  case_sensitive: z.boolean().nullish(),
  word_boundaries: z.boolean().nullish(),
};

export const elevenLabsRule = z.discriminatedUnion("type", [
  z.object({ type: z.literal("alias"), ...common, alias: z.string().trim().min(1).max(1000) }),
  z.object({
    type: z.literal("phoneme"),
    ...common,
    phoneme: z.string().trim().min(1).max(200),
    alphabet: z.string().max(40).describe("ipa: the only alphabet the engines here read."),
  }),
]);

// A list longer than the most rules still parses, so the service names the limit.
const rules = z.array(elevenLabsRule).max(MAX_RULES * 2);

export const addFromRulesBody = z.object({
  rules,
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).nullish(),
  workspace_access: z
    .string()
    .max(40)
    .nullish()
    .describe("Accepted; dictionaries are the key owner's."),
});

export const rulesBody = z.object({ rules });
export const removeRulesBody = z.object({
  rule_strings: z.array(z.string().max(200)).max(MAX_RULES),
});

export const updateDictionaryBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  archived: z.boolean().optional(),
});

export const listDictionariesQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  sort: z.enum(["creation_time_unix", "name"]).default("creation_time_unix"),
  sort_direction: z.enum(["asc", "desc", "ASCENDING", "DESCENDING"]).default("desc"),
  include_archived: z.enum(["true", "false"]).default("false"),
});

export const dictionaryLocators = z
  .array(
    z.object({
      pronunciation_dictionary_id: z.string().min(1).max(100),
      version_id: z.string().max(100).nullish(),
    }),
  )
  .max(MAX_LOCATORS, `at most ${MAX_LOCATORS} pronunciation dictionaries`);

export function ruleOf(rule: z.infer<typeof elevenLabsRule>): PronunciationRule {
  const base = {
    stringToReplace: rule.string_to_replace,
    caseSensitive: rule.case_sensitive ?? true,
    wordBoundaries: rule.word_boundaries ?? true,
  };
  if (rule.type === "alias") return { type: "alias", ...base, alias: rule.alias };
  return { type: "phoneme", ...base, phoneme: rule.phoneme, alphabet: "ipa" };
}

export function ruleView(rule: PronunciationRule) {
  const base = {
    type: rule.type,
    string_to_replace: rule.stringToReplace,
    case_sensitive: rule.caseSensitive,
    word_boundaries: rule.wordBoundaries,
  };
  if (rule.type === "alias") return { ...base, alias: rule.alias };
  return { ...base, phoneme: rule.phoneme, alphabet: rule.alphabet };
}
