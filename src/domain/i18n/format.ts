// Numbers, prices and dates in the reader's language (docs/i18n.md). Intl knows each locale's
// digits, separators and month names; dates are read on the operator's calendar (settings.timezone).
import type { Locale } from "./locales.ts";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

export function formatNumber(value: number, locale: Locale = "en"): string {
  return memo(
    `n:${locale}`,
    () => new Intl.NumberFormat(locale === "en" ? "en-US" : locale),
  ).format(value);
}

/** A price in rupees: "Rs. 1,500" (the site's currency in every language). */
export function formatRs(amount: number, locale: Locale = "en"): string {
  return `Rs. ${formatNumber(amount, locale)}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

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
  const parts = memo(
    `d:en:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "numeric",
        day: "numeric",
      }),
  ).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")} ${MONTHS[Number(get("month")) - 1] ?? ""} ${get("year")}`;
}

/** A moment on the operator's clock, date and time: "29 Nov 2026, 14:05". */
export function formatMoment(at: Date, timeZone: string, locale: Locale = "en"): string {
  return memo(
    `m:${locale}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
        timeZone,
        dateStyle: "medium",
        timeStyle: "short",
      }),
  ).format(at);
}
