// Which language the interface speaks (docs/i18n.md): the reader's choice, remembered in this
// browser and, once signed in, in the profile; before any choice, the browser's own languages.
import {
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  pickLocale,
  textDirection,
} from "../../domain/i18n/locales.ts";
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
  // On the server (entry-server.tsx) the HTML it writes carries the language instead.
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
    document.documentElement.dir = textDirection(locale);
  }
  i18n.activate(locale);
}

/** The language the server rendered this page in, when it did (entry-server.tsx). */
export function renderedLocale(): Locale | undefined {
  const lang = document.documentElement.lang;
  return document.documentElement.hasAttribute("data-rendered") && isLocale(lang)
    ? lang
    : undefined;
}

/** The server renders the next page in the reader's choice (its cookie, LOCALE_COOKIE). */
export function tellServer(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The reader's choice: remembered in this browser and for the server, then shown. */
export async function chooseLocale(locale: Locale): Promise<void> {
  store(LOCALE_KEY, locale);
  tellServer(locale);
  await activateLocale(locale);
}
