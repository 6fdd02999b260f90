// Plurals without Intl, for the web build (docs/i18n.md, "Plurals"). Lingui picks a plural's branch
// with Intl.PluralRules and writes its `#` with Intl.NumberFormat, and a page's first Intl object
// costs the browser 30-50 ms of loading locale data on the main thread (docs/performance.md,
// "Plurals without Intl"): the landing page and /contact paint plurals first. In English and Urdu a
// number is "one" exactly when it is 1 or -1 (CLDR: i = 1 and v = 0), so the build turns each
// plural into a select on the number, which Lingui answers without Intl, and each `#` into a value
// the lookup adds beside the number: formatNumber's text, which is Intl's.
import type {
  CompiledIcuChoices,
  CompiledMessage,
  CompiledMessageToken,
} from "@lingui/message-utils/compileMessage";
import type { MessageValues } from "./catalog.ts";
import { formatNumber } from "./format.ts";
import type { Locale } from "./locales.ts";

/** The languages whose "one" is exactly ±1 (tested against Intl); others keep Lingui's plurals. */
export const ONE_IS_PLUS_OR_MINUS_1: ReadonlySet<Locale> = new Set(["en", "ur"]);

/** The value a rewritten `#` reads: the plural's number as text. */
export const numberText = (name: string) => `${name}#`;

type Choices = Record<string, CompiledMessage>;

const isChoices = (format: unknown): format is CompiledIcuChoices =>
  typeof format === "object" && format !== null;

// "#" stands for the number of the plural whose branch it is in (Lingui leaves it as it is in a
// select's branch, even one inside a plural), so `hash` is that plural's name, or null.
function rewrite(message: CompiledMessage, hash: string | null): CompiledMessage {
  return message.map((token): CompiledMessageToken => {
    if (token === "#" && hash) return [numberText(hash)];
    if (typeof token === "string") return token;
    const [name, type, format] = token;
    if (!isChoices(format)) return token;
    // An offset shifts the number `#` shows: such a plural stays Lingui's.
    if (type === "plural" && format.offset === undefined) {
      return [name, "select", branches(name, format)];
    }
    if (type !== "select") return token;
    const choices: Choices = {};
    for (const [key, branch] of Object.entries(format)) {
      if (Array.isArray(branch)) choices[key] = rewrite(branch, null);
    }
    return [name, "select", choices];
  });
}

// Lingui tries the exact number first (`=1` compiles to the key "1"), then the number's category,
// then "other"; "one" is the only category besides "other" these languages have.
function branches(name: string, format: CompiledIcuChoices): Choices {
  const choices: Choices = {};
  for (const [key, branch] of Object.entries(format)) {
    if (!Array.isArray(branch)) continue;
    if (key === "other" || /^-?\d+(\.\d+)?$/.test(key)) choices[key] = rewrite(branch, name);
  }
  const one = format.one;
  if (Array.isArray(one)) {
    for (const n of ["1", "-1"]) choices[n] ??= rewrite(one, name);
  }
  return choices;
}

/** A compiled text whose plurals Lingui answers without Intl, in a language whose "one" is ±1. */
export function pluralsAsSelects(message: CompiledMessage, locale: Locale): CompiledMessage {
  return ONE_IS_PLUS_OR_MINUS_1.has(locale) ? rewrite(message, null) : message;
}

/** The values with each one's text beside it, for the `#` a rewritten plural reads. */
export function withNumberTexts(values: MessageValues, locale: Locale): MessageValues {
  const out: MessageValues = { ...values };
  for (const [name, value] of Object.entries(values)) {
    out[numberText(name)] = typeof value === "number" ? formatNumber(value, locale) : String(value);
  }
  return out;
}
