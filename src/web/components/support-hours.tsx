import { Clock } from "lucide-react";
import { useTexts } from "../lib/i18n.ts";
import type { Site } from "../lib/site.ts";
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
      <dl className="mt-3 space-y-1 text-sm">
        {site.supportHours.map((h) => (
          <div key={h.days} className="flex justify-between gap-4">
            <dt className="font-medium">{h.days}</dt>
            <dd className="text-slate-700 dark:text-slate-300">{h.hours}</dd>
          </div>
        ))}
      </dl>
      {site.averageResponse && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t("hoursAverage", { time: site.averageResponse })}
        </p>
      )}
    </Section>
  );
}
