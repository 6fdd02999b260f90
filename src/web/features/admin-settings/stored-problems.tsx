// Stored settings that failed validation: their defaults are in use until the operator saves
// (docs/product.md section 4). Named by the form's own section words, so they can be found.
import type { SiteSettings } from "../../../domain/settings.ts";
import type { AdminSettingsView, SettingsProblem } from "../../../domain/settings-stored.ts";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";

const labels: Record<string, AdminKey> = {
  "*": "settingsAll",
  siteName: "settingsSiteName",
  wallets: "settingsWallets",
  whatsappNumber: "settingsWhatsapp",
  supportHours: "settingsHours",
  averageResponse: "settingsResponse",
  freeQuota: "settingsFreeQuota",
  timezone: "settingsTimezone",
  verificationText: "settingsVerification",
  refundPolicyText: "settingsRefund",
  termsText: "settingsTerms",
  privacyText: "settingsPrivacy",
  founder: "settingsFounder",
  socialLinks: "settingsSocialLinks",
  socialProof: "settingsSocialProof",
};

export function withoutProblems({ problems: _, ...settings }: AdminSettingsView): SiteSettings {
  return settings;
}

export function StoredProblems({ problems }: { problems: SettingsProblem[] }) {
  const t = useTexts(adminText);
  const label = (key: string) => {
    const known = labels[key];
    return known ? t(known) : key;
  };
  if (problems.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="stored-problems-title"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <h3 id="stored-problems-title" className="font-semibold">
        {messageText("settingsProblemsTitle")}
      </h3>
      <p className="mt-1 text-sm">{messageText("settingsProblemsHint")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        {problems.map((p) => (
          <li key={`${p.key}-${p.message}`}>
            <span className="font-medium">{`${label(p.key)}:`}</span> {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
