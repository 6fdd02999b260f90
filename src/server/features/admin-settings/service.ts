// The settings tab: the operator's settings and the admin password, each change audited.
import { isDeepStrictEqual } from "node:util";
import type { AdminPasswordChange } from "../../../domain/admin.ts";
import type { SiteSettings } from "../../../domain/settings.ts";
import { type AdminSettingsView, adminSettingsView } from "../../../domain/settings-stored.ts";
import type { AdminService } from "../admin-session/service.ts";
import type { AuditService } from "../audit/service.ts";
import type { SettingsService } from "../settings/service.ts";

export function changedKeys(before: SiteSettings, after: SiteSettings): string[] {
  return (Object.keys(after) as (keyof SiteSettings)[]).filter(
    (k) => !isDeepStrictEqual(before[k], after[k]),
  );
}

// Where payers send money and ask for help: a changed wallet or number is kept in the trace as it
// was and as it became, so an operator can tell where payments went and from when.
const MONEY_KEYS = ["wallets", "whatsappNumber"] as const;

function whereMoneyGoes(before: SiteSettings, after: SiteSettings, changed: string[]) {
  const kept = MONEY_KEYS.filter((k) => changed.includes(k));
  return Object.fromEntries(kept.map((k) => [k, { before: before[k], after: after[k] }]));
}

export interface AdminSettingsDeps {
  settings: SettingsService;
  admin: AdminService;
  audit: AuditService;
}

export function createAdminSettingsService({ settings, admin, audit }: AdminSettingsDeps) {
  async function update(value: SiteSettings, ip: string): Promise<AdminSettingsView> {
    const before = await settings.get();
    // The change and its trace in one transaction (docs/architecture.md, Wiring a feature).
    const saved = await settings.update(value, (tx) => {
      const changed = changedKeys(before, value);
      const detail = { changed, ...whereMoneyGoes(before, value, changed) };
      return audit.record({ action: "settings.update", target: "settings", detail, ip }, tx);
    });
    return adminSettingsView(saved);
  }

  /** The caller keeps their session (`token`); every other admin session ends. */
  async function changePassword(
    { currentPassword, newPassword }: AdminPasswordChange,
    token: string,
    ip: string,
  ): Promise<boolean> {
    if (!(await admin.verifyCurrent(currentPassword))) {
      await audit.record({ action: "admin.password_change_failed", ip });
      return false;
    }
    await admin.setPassword(newPassword);
    await admin.endOtherSessions(token);
    await audit.record({ action: "admin.password_change", ip });
    return true;
  }

  return { update, changePassword };
}

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
