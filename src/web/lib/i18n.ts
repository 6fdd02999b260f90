// The interface's texts (docs/i18n.md): one Lingui instance, a lookup per catalogue namespace, and
// a hook that renders a component again when the language changes.
import { setupI18n } from "@lingui/core";
import { useSyncExternalStore } from "react";
import type { Catalog, MessageValues } from "../../domain/i18n/catalog.ts";
import { type Locale, SOURCE_LOCALE } from "../../domain/i18n/locales.ts";

export const i18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

export type Texts<C extends Catalog> = (key: keyof C & string, values?: MessageValues) => string;

/**
 * A namespace's lookup: the active language's text, else the English it was written in. English
 * rides along as the fallback, so it ships with the page that shows it and never needs loading.
 */
export function texts<C extends Catalog>(namespace: string, en: C): Texts<C> {
  return (key, values) =>
    // The build hands Lingui compiled English (scripts/vite-catalogs.ts), not the string type says.
    i18n._(`${namespace}.${key}`, values, { message: en[key] as string });
}

const subscribe = (onChange: () => void) => i18n.on("change", onChange);
const activeLocale = () => i18n.locale as Locale;

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}

/** The lookup, and a render again when the reader switches language. */
export function useTexts<C extends Catalog>(lookup: Texts<C>): Texts<C> {
  useLocale();
  return lookup;
}
