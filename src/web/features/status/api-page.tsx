import { usePageMeta } from "../../lib/page-meta.ts";

export function ApiPage() {
  usePageMeta("API", "What the Awaaz API offers today.");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">API</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">What the Awaaz API offers today.</p>
    </div>
  );
}
