import { describe, expect, it } from "vitest";
import {
  literalAttributes,
  mismatchedLookups,
  placeholders,
  translationProblems,
} from "./check-i18n.ts";

describe("the catalogue check", () => {
  it("finds the names a text fills in, inside plural branches too", () => {
    expect(
      placeholders("Hi {name}, {count, plural, one {# file by {who}} other {# files}}"),
    ).toEqual(["count", "name", "who"]);
    expect(placeholders("Plain")).toEqual([]);
    expect(() => placeholders("Broken {n, plural")).toThrow();
  });

  const en = { a: "One", b: "Hi {name}", c: "{n, plural, one {# day} other {# days}}" };

  it("passes a complete translation", () => {
    const ur = { a: "ایک", b: "سلام {name}", c: "{n, plural, one {# دن} other {# دن}}" };
    expect(translationProblems("x", en, ur, "ur")).toEqual([]);
  });

  it("reports a missing key, an extra key, a changed placeholder and broken ICU", () => {
    const problems = translationProblems(
      "x",
      en,
      { b: "سلام {nam}", c: "{n, plural", d: "زائد" },
      "ur",
    );
    expect(problems).toHaveLength(4);
    expect(problems).toContain('ur/x.ts: "a" is missing');
    expect(problems).toContain('ur/x.ts: "b" fills in {nam}, English fills in {name}');
    expect(problems.some((p) => p.startsWith('ur/x.ts: "c" is not valid ICU'))).toBe(true);
    expect(problems).toContain('ur/x.ts: "d" is not an English key');
  });

  it("flags attribute texts written into a component, not expressions or class names", () => {
    const source = `<input\n  placeholder="Search voices"\n  aria-label={t("x")}\n  className="p-2"\n  title="" />`;
    expect(literalAttributes("a.tsx", source)).toEqual([
      'a.tsx:2: placeholder="Search voices" belongs in the catalogue',
    ]);
  });

  it("flags a lookup whose English comes from another namespace", () => {
    const right = `import en from "../../../domain/i18n/en/studio.ts";\nexport const s = texts("studio", en);`;
    const wrong = `import en from "../../../domain/i18n/en/studio.ts";\nexport const s = texts("help", en);`;
    expect(mismatchedLookups("a.ts", right)).toEqual([]);
    expect(mismatchedLookups("b.ts", wrong)).toEqual([
      'b.ts: texts("help", ...) reads en/studio.ts',
    ]);
  });
});
