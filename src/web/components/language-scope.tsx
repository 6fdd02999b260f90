// A part of the page in one language whatever the interface's: the admin area is English, read
// left to right inside an Urdu page (docs/i18n.md). Its modals are drawn at the end of <body>, out
// of the element's reach, so they take the language from this context (it passes portals).
import { createContext, type ReactNode, useContext, useLayoutEffect } from "react";
import { type Locale, textDirection } from "../../domain/i18n/locales.ts";
import { enterEnglishPart } from "../lib/i18n.ts";

interface Scope {
  lang: Locale;
  dir: "ltr" | "rtl";
}

const LanguageScope = createContext<Scope | undefined>(undefined);

// Only English parts exist (the admin area): their texts need no catalogue to load.
export function InLanguage(props: { locale: "en"; className?: string; children: ReactNode }) {
  const scope: Scope = { lang: props.locale, dir: textDirection(props.locale) };
  // Before paint: the part's first render in the reader's language is never seen.
  useLayoutEffect(() => enterEnglishPart(), []);
  return (
    <LanguageScope.Provider value={scope}>
      <div lang={scope.lang} dir={scope.dir} className={props.className}>
        {props.children}
      </div>
    </LanguageScope.Provider>
  );
}

/** The language of the part of the page this is in, when it differs from the interface's. */
export function useLanguageScope(): Scope | undefined {
  return useContext(LanguageScope);
}
