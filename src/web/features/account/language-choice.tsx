// The interface's language, chosen on /account (docs/i18n.md): each language named in itself, so
// a reader who cannot read the current one still finds theirs. The choice is kept in this browser
// and in the profile (the e-mails follow it).
import { LOCALE_NAMES, LOCALES } from "../../../domain/i18n/locales.ts";
import { useChooseLocale } from "../../components/language-switch.tsx";
import { Card } from "../../components/ui/section.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { accountText } from "./texts.ts";

const option =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:border-slate-700 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950/50";

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
          <label key={l} lang={l} className={option}>
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
