// The interface's texts (docs/i18n.md): one Lingui instance, a lookup per catalogue namespace, and
// a hook that renders a component again when the language changes.
import { type I18n, setupI18n } from "@lingui/core";
import { useSyncExternalStore } from "react";
import type { Catalog, MessageValues } from "../../domain/i18n/catalog.ts";
import { type Locale, SOURCE_LOCALE } from "../../domain/i18n/locales.ts";
import { withNumberTexts } from "../../domain/i18n/plural.ts";

export const i18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

export type Texts<C extends Catalog> = (key: keyof C & string, values?: MessageValues) => string;

// English without a catalogue: every lookup falls back to the English it was written in.
const english = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });
let englishParts = 0;
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version++;
  for (const listener of listeners) listener();
};
i18n.on("change", changed);

/**
 * An English part of the page (the admin area, docs/i18n.md) is on screen until the returned
 * function runs. Meanwhile every text but the shell's is English, the toasts its actions raise
 * included; the header and footer around it keep the reader's language.
 */
export function enterEnglishPart(): () => void {
  englishParts++;
  changed();
  return () => {
    englishParts--;
    changed();
  };
}

export const inEnglishPart = () => englishParts > 0;

/**
 * A namespace's lookup: the active language's text, else the English it was written in. English
 * rides along as the fallback, so it ships with the page that shows it and never needs loading.
 * `keepLanguage`: the shell's texts, in the reader's language around an English part too.
 */
export function texts<C extends Catalog>(
  namespace: string,
  en: C,
  { keepLanguage = false } = {},
): Texts<C> {
  return (key, values) =>
    lookUp(`${namespace}.${key}`, values, {
      lingui: inEnglishPart() && !keepLanguage ? english : i18n,
      // The build hands Lingui compiled English (scripts/vite-catalogs.ts), not the string type says.
      message: en[key] as string,
    });
}

/**
 * A catalogue id's text in the language of `lingui` (the reader's by default), else `message`.
 * The built plurals' `#` reads each number's text (src/domain/i18n/plural.ts).
 */
export function lookUp(
  id: string,
  values?: MessageValues,
  { lingui = i18n, message }: { lingui?: I18n; message?: string } = {},
): string {
  const filled = values && withNumberTexts(values, lingui.locale as Locale);
  return lingui._(id, filled, message === undefined ? undefined : { message });
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};
const currentVersion = () => version;

/** The interface's language; the component renders again when it, or an English part, changes. */
export function useLocale(): Locale {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return i18n.locale as Locale;
}

/** The lookup, and a render again when the reader switches language. */
export function useTexts<C extends Catalog>(lookup: Texts<C>): Texts<C> {
  useLocale();
  return lookup;
}
