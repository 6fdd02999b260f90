import { useLocale, useTexts } from "../lib/i18n.ts";
import type { Site } from "../lib/site.ts";
import { textLang } from "../lib/text-lang.ts";
import { contactText } from "./contact-texts.ts";
import { quickAnswers } from "./support-facts.ts";
import { Section } from "./ui/section.tsx";

/** The Quick Answers list (docs/product.md section 2), shared by the help centre and the contact page. */
export function QuickAnswers({ site }: { site: Site }) {
  const t = useTexts(contactText);
  const locale = useLocale();
  return (
    <Section
      id="quick-answers-title"
      title={t("answersTitle")}
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      titleClassName="text-lg font-semibold"
    >
      <dl className="mt-3 space-y-4 text-sm">
        {quickAnswers(site, locale).map(({ q, a, own }) => (
          <div key={q}>
            <dt className="font-medium">{q}</dt>
            {/* The operator's words keep their own direction (docs/i18n.md): English on an Urdu
                page ends with its full stop on the right. */}
            <dd
              className="mt-1 text-slate-700 dark:text-slate-300"
              {...(own ? { dir: "auto", lang: textLang(a) } : {})}
            >
              {a}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
