import { describe, expect, it } from "vitest";
import { linesOf, rulesOf } from "./lines.ts";

describe("the site dictionary's lines", () => {
  it("reads aliases and /IPA/ phonemes, and writes them back the same", () => {
    const text = "Rs. = rupees\n\nAwaaz = /aːwaːz/";
    const rules = rulesOf(text);
    expect(rules).toEqual([
      {
        type: "alias",
        stringToReplace: "Rs.",
        alias: "rupees",
        caseSensitive: true,
        wordBoundaries: true,
      },
      {
        type: "phoneme",
        stringToReplace: "Awaaz",
        phoneme: "aːwaːz",
        alphabet: "ipa",
        caseSensitive: true,
        wordBoundaries: true,
      },
    ]);
    expect(linesOf(Array.isArray(rules) ? rules : [])).toBe("Rs. = rupees\nAwaaz = /aːwaːz/");
  });

  it("names the first line that is not a rule", () => {
    expect(rulesOf("a = b\nno equals sign")).toEqual({ badLine: 2 });
    expect(rulesOf("= nothing to replace")).toEqual({ badLine: 1 });
  });
});
