import type { ReactNode } from "react";
import { Section } from "../../components/ui/section.tsx";

/** One bordered, titled part of the Settings tab beside the settings form. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      heading="h3"
      title={title}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      titleClassName="font-semibold"
    >
      {children}
    </Section>
  );
}
