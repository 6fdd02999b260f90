import { usePageMeta } from "../../lib/page-meta.ts";

export function HelpPage() {
  usePageMeta("Help Center", "Answers to common questions about Awaaz.");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">Help Center</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        Answers to common questions about Awaaz.
      </p>
    </div>
  );
}
