// Which language the interface speaks (docs/i18n.md): the reader's choice, remembered in this
// browser and, once signed in, in the profile; before any choice, the browser's own languages.
import { isLocale, type Locale, pickLocale, textDirection } from "../../domain/i18n/locales.ts";
import { i18n } from "./i18n.ts";
import { readStored, store } from "./storage.ts";

// theme-init.js reads the same key to set the page's direction before the first paint.
export const LOCALE_KEY = "locale";

// English ships with every page; the other catalogues load when their language is first chosen.
const catalogues: Record<Exclude<Locale, "en">, () => Promise<{ default: object }>> = {
  ur: () => import("../../domain/i18n/ur/index.ts"),
};

const loaded = new Set<Locale>(["en"]);

export function initialLocale(): Locale {
  const stored = readStored(LOCALE_KEY);
  return isLocale(stored) ? stored : pickLocale(navigator.languages ?? []);
}

/** Loads the language's texts if need be, then turns the page to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale !== "en" && !loaded.has(locale)) {
    const { default: messages } = await catalogues[locale]();
    i18n.load(locale, messages as Record<string, never>);
    loaded.add(locale);
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  i18n.activate(locale);
}

/** The reader's choice: remembered in this browser, then shown. */
export async function chooseLocale(locale: Locale): Promise<void> {
  store(LOCALE_KEY, locale);
  await activateLocale(locale);
}
