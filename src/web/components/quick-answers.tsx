import type { Site } from "../lib/site.ts";
import { quickAnswers } from "./support-facts.ts";

/** The Quick Answers list (docs/product.md section 2), shared by the help centre and the contact page. */
export function QuickAnswers({ site }: { site: Site }) {
  return (
    <section
      aria-labelledby="quick-answers-title"
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="quick-answers-title" className="text-lg font-semibold">
        Quick Answers
      </h2>
      <dl className="mt-3 space-y-4 text-sm">
        {quickAnswers(site).map(({ q, a }) => (
          <div key={q}>
            <dt className="font-medium">{q}</dt>
            <dd className="mt-1 text-slate-700 dark:text-slate-300">{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
