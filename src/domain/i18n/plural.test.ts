import { setupI18n } from "@lingui/core";
import { type CompiledMessage, compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import type { Catalog, MessageValues } from "./catalog.ts";
import en from "./en/index.ts";
import type { Locale } from "./locales.ts";
import { ONE_IS_PLUS_OR_MINUS_1, pluralsAsSelects, withNumberTexts } from "./plural.ts";
import ur from "./ur/index.ts";

const CATALOGS: Record<Locale, Catalog> = { en, ur };
const COUNTS = [0, 1, 2, 3, 11, 21, 100, 1000, 1500, 1234567, -1, -2, 1.5, 0.25];

/** Lingui as it ships (Intl), and Lingui on the rewritten texts with the numbers' texts added. */
function both(locale: Locale, messages: Record<string, CompiledMessage>) {
  const rewritten = Object.fromEntries(
    Object.entries(messages).map(([key, m]) => [key, pluralsAsSelects(m, locale)]),
  );
  const intl = setupI18n({ locale, messages: { [locale]: messages } });
  const ours = setupI18n({ locale, messages: { [locale]: rewritten } });
  return {
    rewritten,
    intl: (key: string, values: MessageValues) => intl._(key, values),
    ours: (key: string, values: MessageValues) => ours._(key, withNumberTexts(values, locale)),
  };
}

/** Every placeholder of a text: its kind, and a select's branch names. */
function placeholders(
  message: CompiledMessage,
  into = new Map<string, string[] | "number" | "text">(),
) {
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, type, format] = token;
    if (type === "plural") into.set(name, "number");
    else if (type === "select") into.set(name, Object.keys(format as object));
    else if (!into.has(name)) into.set(name, "text");
    if (format && typeof format === "object") {
      for (const branch of Object.values(format)) {
        if (Array.isArray(branch)) placeholders(branch, into);
      }
    }
  }
  return into;
}

const hasPlural = (message: CompiledMessage) => JSON.stringify(message).includes('"plural"');

describe("plurals without Intl", () => {
  it("holds the rule it rests on: in these languages a number is 'one' exactly when it is ±1", () => {
    const numbers = [
      ...Array.from({ length: 2001 }, (_, i) => i - 1000),
      0.5,
      1.5,
      -1.5,
      1.1,
      2.25,
      1e6,
    ];
    for (const locale of ONE_IS_PLUS_OR_MINUS_1) {
      const rules = new Intl.PluralRules(locale);
      for (const n of numbers) {
        expect([locale, n, rules.select(n)]).toEqual([
          locale,
          n,
          n === 1 || n === -1 ? "one" : "other",
        ]);
      }
    }
    // Hindi's "one" is 0 and 1: a language like it must keep Lingui's plurals.
    expect(new Intl.PluralRules("hi").select(0)).toBe("one");
    expect(ONE_IS_PLUS_OR_MINUS_1.has("hi" as Locale)).toBe(false);
  });

  it("says what Lingui says, for every plural text of both catalogues", () => {
    let compared = 0;
    for (const [locale, catalog] of Object.entries(CATALOGS) as [Locale, Catalog][]) {
      const messages = Object.fromEntries(
        Object.entries(catalog)
          .map(([key, text]) => [key, compileMessage(text)] as const)
          .filter(([, m]) => hasPlural(m)),
      );
      const { rewritten, intl, ours } = both(locale, messages);
      for (const [key, message] of Object.entries(messages)) {
        expect(hasPlural(rewritten[key] ?? [])).toBe(false);
        const names = [...placeholders(message)];
        const branches = Math.max(
          1,
          ...names.map(([, kind]) => (Array.isArray(kind) ? kind.length : 1)),
        );
        for (const count of COUNTS) {
          for (let b = 0; b < branches; b++) {
            const values: MessageValues = {};
            for (const [name, kind] of names) {
              values[name] =
                kind === "number" ? count : kind === "text" ? `‹${name}›` : (kind[b] ?? "other");
            }
            expect([locale, key, count, ours(key, values)]).toEqual([
              locale,
              key,
              count,
              intl(key, values),
            ]);
            compared++;
          }
        }
      }
    }
    // Both catalogues have plurals on the landing page, /contact, /help and /pricing.
    expect(compared).toBeGreaterThan(2 * 15 * COUNTS.length);
  });

  it("keeps an exact number before 'one', `#` in a select as written, and plurals with an offset", () => {
    const messages = {
      exact: compileMessage("{n, plural, =0 {none} =1 {just one} one {# item} other {# items}}"),
      nested: compileMessage(
        "{n, plural, one {{kind, select, a {# a} other {#}}} other {# of {m, plural, one {# m} other {# ms}}}}",
      ),
      offset: compileMessage("{n, plural, offset:1 one {you} other {you and # others}}"),
    };
    const { rewritten, intl, ours } = both("en", messages);
    expect(rewritten.offset).toEqual(messages.offset);
    for (const [key, values, text] of [
      ["exact", { n: 0 }, "none"],
      ["exact", { n: 1 }, "just one"],
      ["exact", { n: -1 }, "-1 item"],
      ["exact", { n: 2500 }, "2,500 items"],
      ["nested", { n: 1, kind: "a", m: 2 }, "# a"],
      ["nested", { n: 1000, kind: "a", m: 1 }, "1,000 of 1 m"],
      ["offset", { n: 3 }, "you and 2 others"],
    ] as const) {
      expect(intl(key, values)).toBe(text);
      expect(ours(key, values)).toBe(text);
    }
  });
});
