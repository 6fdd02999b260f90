// Stored settings that failed validation: their defaults are in use until the operator saves
// (docs/product.md section 4). Named by the form's own section words, so they can be found.
import { msg } from "../../../domain/messages.ts";
import type { SiteSettings } from "../../../domain/settings.ts";
import type { AdminSettingsView, SettingsProblem } from "../../../domain/settings-stored.ts";

const labels: Record<string, string> = {
  "*": "All settings",
  siteName: "Site name",
  wallets: "Wallet accounts",
  whatsappNumber: "WhatsApp number",
  supportHours: "Support hours",
  averageResponse: "Average response time",
  freeQuota: "Free generations per user",
  timezone: "Time zone",
  verificationText: "Payment verification time",
  refundPolicyText: "Refund policy",
  termsText: "Terms of Service",
  privacyText: "Privacy Policy",
  founder: "Founder",
  socialLinks: "Social links",
  socialProof: "Social proof",
};

export function withoutProblems({ problems: _, ...settings }: AdminSettingsView): SiteSettings {
  return settings;
}

export function StoredProblems({ problems }: { problems: SettingsProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="stored-problems-title"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <h3 id="stored-problems-title" className="font-semibold">
        {msg.settings.problemsTitle}
      </h3>
      <p className="mt-1 text-sm">{msg.settings.problemsHint}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {problems.map((p) => (
          <li key={`${p.key}-${p.message}`}>
            <span className="font-medium">{labels[p.key] ?? p.key}:</span> {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
