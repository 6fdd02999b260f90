import { useLocale, useTexts } from "../lib/i18n.ts";
import type { Site } from "../lib/site.ts";
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
        {quickAnswers(site, locale).map(({ q, a }) => (
          <div key={q}>
            <dt className="font-medium">{q}</dt>
            <dd className="mt-1 text-slate-700 dark:text-slate-300">{a}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
