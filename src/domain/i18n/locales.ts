// The interface's languages (docs/i18n.md). English is the source every catalogue is written in;
// Urdu is read right to left.
export const LOCALES = ["en", "ur"] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = "en";

/**
 * The cookie that carries the reader's chosen language to the server, which renders the public
 * pages in it (docs/i18n.md); without it, the first of Accept-Language's that we speak.
 */
export const LOCALE_COOKIE = "locale";

/** Each language's name in itself, for the switch: a reader finds their own language by sight. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ur: "اردو" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ur" ? "rtl" : "ltr";
}

/** The first of the reader's languages (navigator.languages, Accept-Language) we speak. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}

/**
 * The first language of an Accept-Language header we speak, else English: what the web app
 * chooses for a browser with nothing stored. Tags are read in the header's order (browsers send
 * them by preference).
 */
export function acceptLanguageLocale(header: string | null | undefined): Locale {
  return pickLocale((header ?? "").split(",").filter((t) => t.trim() !== ""));
}
