// Pronunciation dictionaries: a user's, and the operator's site dictionary (the row without a
// user), each change of rules a new version (docs/product.md, "Pronunciation"). `prepare` is what
// every place that speaks a user's text calls: the text the engine is given, mapped back to the
// written one. The parts: rows.ts (the rows and versions), dictionaries.ts (a user's), site.ts
// (the operator's), speaking.ts (applying them to a text, hearing a rule).

import type { PronunciationRule } from "../../../domain/pronunciation/rules.ts";
import { withoutRules, withRules } from "../../../domain/pronunciation/rules.ts";
import type { AppDeps } from "../../app-env.ts";
import { createDictionaries } from "./dictionaries.ts";
import { createRows } from "./rows.ts";
import { createSiteDictionary } from "./site.ts";
import { createSpeaking } from "./speaking.ts";

export type { DictionaryView } from "./rows.ts";
export type { DictionaryChoice } from "./speaking.ts";

export type PronunciationDeps = Pick<AppDeps, "db" | "now" | "speech" | "generationLimiter">;

export function createPronunciationService(deps: PronunciationDeps) {
  const rows = createRows(deps);
  const dictionaries = createDictionaries(deps, rows);
  const site = createSiteDictionary(deps, dictionaries);
  const { prepare, preparer, hear } = createSpeaking(deps, rows, dictionaries, site);
  const { create, get, changeRules, list, update, remove, rulesOfVersion } = dictionaries;

  return {
    hear,
    create: (userId: string, input: Parameters<typeof create>[1]) => create(userId, input),
    get: (userId: string, id: string) => get(userId, id),
    list,
    update,
    remove,
    setRules: (userId: string, id: string, rules: PronunciationRule[]) =>
      changeRules(userId, id, () => rules),
    addRules: (userId: string, id: string, rules: PronunciationRule[]) =>
      changeRules(userId, id, (old) => withRules(old, rules)),
    removeRules: (userId: string, id: string, words: string[]) =>
      changeRules(userId, id, (old) => withoutRules(old, words)),
    rulesOfVersion,
    siteRules: site.siteRules,
    setSiteRules: site.setSiteRules,
    prepare,
    preparer,
  };
}

export type PronunciationService = ReturnType<typeof createPronunciationService>;
