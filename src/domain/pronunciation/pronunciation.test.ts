import { describe, expect, it } from "vitest";
import { pronounce, writtenRange } from "./apply.ts";
import { espeakPhonemes, unknownIpa } from "./ipa-espeak.ts";
import {
  MAX_RULES,
  type PronunciationRule,
  pronunciationRuleSchema,
  rulesProblem,
  withoutRules,
  withRules,
} from "./rules.ts";

const alias = (stringToReplace: string, say: string, more: Partial<PronunciationRule> = {}) =>
  pronunciationRuleSchema.parse({ type: "alias", stringToReplace, alias: say, ...more });
const phoneme = (stringToReplace: string, ipa: string, more: Record<string, unknown> = {}) =>
  pronunciationRuleSchema.parse({ type: "phoneme", stringToReplace, phoneme: ipa, ...more });

describe("pronounce", () => {
  it("replaces whole words only, case-sensitive by default", () => {
    const rules = [alias("ETA", "estimated time of arrival")];
    expect(pronounce("The ETA is 5. BETA eta ETAs", rules, "none").spoken).toBe(
      "The estimated time of arrival is 5. BETA eta ETAs",
    );
  });

  it("matches any case when the rule says so, and inside words without word boundaries", () => {
    expect(
      pronounce("eta Eta", [alias("ETA", "E T A", { caseSensitive: false })], "none").spoken,
    ).toBe("E T A E T A");
    expect(pronounce("BETA", [alias("ETA", "x", { wordBoundaries: false })], "none").spoken).toBe(
      "Bx",
    );
  });

  it("bounds a word ending in punctuation by the punctuation itself", () => {
    expect(pronounce("Rs. 500 and Rs.5", [alias("Rs.", "rupees")], "none").spoken).toBe(
      "rupees 500 and rupees5",
    );
  });

  it("gives the earlier rule the word: a user's rules before the site's win", () => {
    const user = alias("Awaaz", "Aawaaz");
    const site = alias("Awaaz", "A-waaz");
    expect(pronounce("Awaaz", [user, site], "none").spoken).toBe("Aawaaz");
  });

  it("speaks phonemes to eSpeak, a phoneme rule's alias to others, else the word", () => {
    const rules = [phoneme("tomato", "təˈmɑːtoʊ", { alias: "tomahto" }), phoneme("Ali", "ɑli")];
    expect(pronounce("tomato Ali", rules, "espeak").spoken).toBe("[[t@'mA:toU]] [[A:li]]");
    expect(pronounce("tomato Ali", rules, "none").spoken).toBe("tomahto Ali");
  });

  it("maps spoken ranges back to the written words", () => {
    const p = pronounce("The ETA is near", [alias("ETA", "estimated time of arrival")], "none");
    const at = (word: string) => {
      const start = p.spoken.indexOf(word);
      const range = writtenRange(p, start, start + word.length);
      return p.written.slice(range.start, range.end);
    };
    expect(at("The")).toBe("The");
    expect(at("time")).toBe("ETA");
    expect(at("estimated time of arrival")).toBe("ETA");
    expect(at("near")).toBe("near");
  });
});

describe("IPA for eSpeak", () => {
  it("maps known symbols and names the unknown ones", () => {
    expect(espeakPhonemes("ˈhɛloʊ")).toBe("[['hEloU]]");
    expect(espeakPhonemes("tʃɜːtʃ")).toBe("[[tS3:tS]]");
    expect(unknownIpa("ˈhɛloʊ")).toEqual([]);
    expect(unknownIpa("ɬaʕq")).toEqual(["ɬ", "ʕ", "q"]);
  });
});

describe("rulesProblem", () => {
  it("refuses more than the most rules and IPA eSpeak lacks, naming what is wrong", () => {
    const many = Array.from({ length: MAX_RULES + 1 }, (_, i) => alias(`w${i}`, "x"));
    expect(rulesProblem(many)).toEqual({
      key: "pronunciationTooManyRules",
      values: { max: MAX_RULES, count: MAX_RULES + 1 },
    });
    expect(rulesProblem(many.slice(1))).toBeNull();
    expect(rulesProblem([phoneme("x", "ɬa")])).toEqual({
      key: "pronunciationIpaUnknown",
      values: { phoneme: "ɬa", symbols: "ɬ" },
    });
  });

  it("adds a rule for a word already there in its place, and removes by word", () => {
    const rules = [alias("a", "1"), alias("b", "2")];
    expect(
      withRules(rules, [alias("a", "3"), alias("c", "4")]).map((r) => r.stringToReplace),
    ).toEqual(["a", "b", "c"]);
    expect(withRules(rules, [alias("a", "3")])[0]).toMatchObject({ alias: "3" });
    expect(withoutRules(rules, ["a"]).map((r) => r.stringToReplace)).toEqual(["b"]);
  });
});
