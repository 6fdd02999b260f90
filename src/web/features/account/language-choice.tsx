// The interface's language, chosen on /account (docs/i18n.md): each language named in itself, so
// a reader who cannot read the current one still finds theirs. The choice is kept in this browser
// and in the profile (the e-mails follow it).
import { LOCALE_NAMES, LOCALES } from "../../../domain/i18n/locales.ts";
import { useChooseLocale } from "../../components/language-switch.tsx";
import { choiceClass } from "../../components/ui/field.tsx";
import { Card } from "../../components/ui/section.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { accountText } from "./texts.ts";

export function LanguageChoice() {
  const t = useTexts(accountText);
  const locale = useLocale();
  const choose = useChooseLocale();
  return (
    <Card className="space-y-3" id="account-language" title={t("languageTitle")}>
      <div
        role="radiogroup"
        aria-labelledby="account-language"
        aria-describedby="account-language-hint"
        className="flex flex-wrap gap-3"
      >
        {LOCALES.map((l) => (
          <label key={l} lang={l} className={choiceClass}>
            <input
              type="radio"
              name="locale"
              value={l}
              checked={locale === l}
              onChange={() => void choose(l)}
              className="size-4 accent-indigo-600"
            />
            {LOCALE_NAMES[l]}
          </label>
        ))}
      </div>
      <p id="account-language-hint" className="text-sm text-slate-700 dark:text-slate-300">
        {t("languageHint")}
      </p>
    </Card>
  );
}
