import { usePageMeta } from "../../lib/page-meta.ts";

export function PricingPage() {
  usePageMeta("Pricing", "Simple plans in Rs., paid by mobile wallet.");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">Pricing</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        Simple plans in Rs., paid by mobile wallet.
      </p>
    </div>
  );
}
