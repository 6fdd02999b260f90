import type { ReactNode } from "react";

/** One titled group of the settings form. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}
