// Numbers, prices and dates in the reader's language (docs/i18n.md). Intl knows each locale's
// digits, separators and month names; dates are read on the operator's calendar (settings.timezone).
import { localParts } from "../calendar.ts";
import type { Locale } from "./locales.ts";

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;
const cache = new Map<string, Formatter>();
function memo<T extends Formatter>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

// A page's first Intl.NumberFormat costs the browser 30-40 ms of loading locale data on the main
// thread (docs/performance.md, "Intl on first paint"), and prices are what /pricing paints first
// (the help centre's 0.1 s pauses too). Numbers are written here as Intl writes them in both
// languages (western digits, commas of three, at most three decimals rounded half away from zero);
// Intl keeps Urdu's negatives, which carry a direction mark, and numbers JavaScript writes with an
// exponent.
function plainNumber(value: number): string | null {
  // The shortest decimal that reads back as the value, the digits Intl rounds (1.0005 is 1.001).
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!parts) return null;
  let [, whole = "", fraction = ""] = parts;
  if (fraction.length > 3) {
    const up = (fraction[3] ?? "0") >= "5";
    fraction = fraction.slice(0, 3);
    if (up) {
      const digits = String(BigInt(whole + fraction) + 1n).padStart(4, "0");
      whole = digits.slice(0, -3);
      fraction = digits.slice(-3);
    }
  }
  fraction = fraction.replace(/0+$/, "");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

export function formatNumber(value: number, locale: Locale = "en"): string {
  const negative = value < 0 || Object.is(value, -0);
  const plain = !negative || locale === "en" ? plainNumber(Math.abs(value)) : null;
  if (plain !== null) return negative ? `-${plain}` : plain;
  return memo(
    `n:${locale}`,
    () => new Intl.NumberFormat(locale === "en" ? "en-US" : locale),
  ).format(value);
}

/** A price in rupees: "Rs. 1,500" (the site's currency in every language). */
export function formatRs(amount: number, locale: Locale = "en"): string {
  return `Rs. ${formatNumber(amount, locale)}`;
}

/**
 * "JazzCash, Easypaisa, and SadaPay". English lists are joined here, as Intl.ListFormat joins them,
 * for the same first-paint reason as numbers (the help centre names the wallets).
 */
export function formatList(items: string[], locale: Locale = "en"): string {
  if (locale !== "en") {
    return memo(`l:${locale}`, () => new Intl.ListFormat(locale, { type: "conjunction" })).format(
      items,
    );
  }
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const twoDigits = (n: number) => String(n).padStart(2, "0");

// The wall clock at `at`: the zone's rules come from Intl, unless the answer that brought the
// moment also brought the zone's offset at it (the status report's), which needs no Intl at all.
function clock(at: Date, timeZone: string, utcOffsetMinutes: number | null | undefined) {
  if (utcOffsetMinutes == null) return localParts(at, timeZone);
  const local = new Date(at.getTime() + utcOffsetMinutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/**
 * A day on the operator's calendar: "29 Nov 2026" in English (en-GB would print "Sept", so the
 * parts are joined here), the locale's own medium date otherwise ("29 نومبر، 2026").
 */
export function formatDay(at: Date, timeZone: string, locale: Locale = "en"): string {
  if (locale !== "en") {
    return memo(
      `d:${locale}:${timeZone}`,
      () => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium" }),
    ).format(at);
  }
  const p = localParts(at, timeZone);
  return `${p.day} ${MONTHS[p.month - 1] ?? ""} ${p.year}`;
}

/**
 * A moment on the operator's clock, date and time: "29 Nov 2026, 14:05" in English (joined here
 * as formatDay is), the locale's own otherwise. `utcOffsetMinutes`: the zone's offset at that
 * moment, when the answer carries it (docs/performance.md, "Intl on first paint").
 */
export function formatMoment(
  at: Date,
  timeZone: string,
  locale: Locale = "en",
  utcOffsetMinutes?: number | null,
): string {
  if (locale !== "en") {
    return memo(
      `m:${locale}:${timeZone}`,
      () => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium", timeStyle: "short" }),
    ).format(at);
  }
  const p = clock(at, timeZone, utcOffsetMinutes);
  return `${p.day} ${MONTHS[p.month - 1] ?? ""} ${p.year}, ${twoDigits(p.hour)}:${twoDigits(p.minute)}`;
}
