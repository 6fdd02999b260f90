import { usePageMeta } from "../../lib/page-meta.ts";

export function ContactPage() {
  usePageMeta("Contact us", "Reach our support team on WhatsApp.");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">Contact us</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">Reach our support team on WhatsApp.</p>
    </div>
  );
}
