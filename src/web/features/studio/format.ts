import type { Locale } from "../../../domain/i18n/locales.ts";
import { studioText } from "./texts.ts";

/** Between facts shown in a row ("Adam · 11 characters · 24 KB"): a mark, not a word. */
export const SEP = " · ";

export function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "0:00";
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// format.ts's formatNumber has no fixed decimals; the sliders and sizes show them ("1.00×").
export function decimal(value: number, digits: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "en" ? "en-US" : locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

export function fileSize(bytes: number, locale: Locale): string {
  return bytes < 1024 * 1024
    ? studioText("sizeKb", { size: decimal(Math.max(1, Math.round(bytes / 1024)), 0, locale) })
    : studioText("sizeMb", { size: decimal(bytes / 1024 / 1024, 1, locale) });
}
