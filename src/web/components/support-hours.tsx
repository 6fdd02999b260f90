import { Clock } from "lucide-react";
import { useTexts } from "../lib/i18n.ts";
import { richText } from "../lib/rich-text.tsx";
import type { Site } from "../lib/site.ts";
import { textLang } from "../lib/text-lang.ts";
import { contactText } from "./contact-texts.ts";
import { Section } from "./ui/section.tsx";

/** The operator's support hours and usual reply time (admin Settings tab). */
export function SupportHours({ site, headingLevel = 2 }: { site: Site; headingLevel?: 2 | 3 }) {
  const t = useTexts(contactText);
  return (
    <Section
      id="support-hours-title"
      title={t("hoursTitle")}
      icon={Clock}
      heading={headingLevel === 2 ? "h2" : "h3"}
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      titleClassName="flex items-center gap-2 text-lg font-semibold"
    >
      {/* The operator's words, each in its own direction: "9:00 AM-6:00 PM PKT" stays in that
          order on an Urdu page (docs/i18n.md, "What stays as written"). */}
      <dl className="mt-3 space-y-1 text-sm">
        {site.supportHours.map((h) => (
          <div key={h.days} className="flex justify-between gap-4">
            <dt className="font-medium" dir="auto" lang={textLang(h.days)}>
              {h.days}
            </dt>
            <dd className="text-slate-700 dark:text-slate-300" dir="auto" lang={textLang(h.hours)}>
              {h.hours}
            </dd>
          </div>
        ))}
      </dl>
      {site.averageResponse && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {richText((marks) => t("hoursAverage", marks), {
            time: <bdi lang={textLang(site.averageResponse)}>{site.averageResponse}</bdi>,
          })}
        </p>
      )}
    </Section>
  );
}
