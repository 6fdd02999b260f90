import { usePageMeta } from "../../lib/page-meta.ts";

export function StatusPage() {
  usePageMeta("Status", "Live health of the Awaaz service.");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">Status</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">Live health of the Awaaz service.</p>
    </div>
  );
}
