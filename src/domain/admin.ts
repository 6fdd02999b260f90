// The admin area's shapes: queries and forms checked once, here, by the server's
// validator and the web's forms, and the response types the web codes against.
import { z } from "zod";
import en from "./i18n/en/admin.ts";
import { type Paged, serialKeyCursor, textKeyCursor } from "./keyset.ts";
import { messageError } from "./messages.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password.ts";

export const ADMIN_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;
export const RECENT_COUNT = 5;
export const CHART_DAYS = 30;
export const FREE_PLAN_LABEL = "Free";

/**
 * Admin texts the server sends, read from the admin catalogue. The admin area is English only
 * (docs/i18n.md), so the server needs no language. The web reads the catalogue through its own
 * lookup (src/web/components/admin/texts.ts), never through this object: its build compiles the
 * catalogue.
 */
export const adminText = {
  settingsSaved: en.settingsSaved,
  settingsSaveFailed: en.settingsSaveFailed,
  settingsLoadFailed: en.settingsLoadFailed,
  passwordChanged: en.settingsPasswordChanged,
  passwordChangeFailed: en.settingsPasswordChangeFailed,
  wrongCurrentPassword: en.settingsWrongPassword,
  auditLoadFailed: en.auditLoadFailed,
  enginesLoadFailed: en.settingsEnginesLoadFailed,
  userNotFound: en.usersNotFound,
  broadcastNotFound: en.broadcastsNotFound,
} as const;

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).default(""),
  page,
  after: textKeyCursor,
});

export const adminUsersExportQuerySchema = adminUsersQuerySchema.pick({ q: true });

export const auditQuerySchema = z.object({
  action: z.string().trim().max(60).default(""),
  page,
  after: serialKeyCursor,
});

export const adminPasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, messageError("formRequired")).max(256),
  newPassword: z
    .string()
    .min(PASSWORD_MIN, messageError("authPasswordLength"))
    .max(PASSWORD_MAX, messageError("authPasswordLength")),
});

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AdminPasswordChange = z.infer<typeof adminPasswordChangeSchema>;

/** docs/product.md section 2: the users table shows the plan's name, or Free. */
export function planLabel(accountStatus: "free" | "pro", planName: string | null): string {
  return accountStatus === "pro" && planName ? planName : FREE_PLAN_LABEL;
}

/** A case-insensitive "contains" LIKE pattern with the user's % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface AdminUserRow {
  id: string;
  email: string;
  displayName: string;
  plan: string;
  accountStatus: "free" | "pro";
  voicesGenerated: number;
  status: "active" | "inactive";
  createdAt: string;
  /** Public-API keys the user holds, and the last time any of them was used (never the keys). */
  apiKeys: number;
  apiLastUsedAt: string | null;
}

export interface OverviewPayment {
  id: number;
  userEmail: string;
  plan: string;
  amount: number;
  tid: string;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
}

export interface OverviewDay {
  /** The operator's local calendar day, YYYY-MM-DD. */
  date: string;
  revenue: number;
  signups: number;
}

export interface AdminOverview {
  /** `estimated`: one of the counts is past what the server counts one by one. */
  users: { total: number; active: number; pro: number; estimated: boolean };
  payments: {
    pending: number;
    pendingEstimated: boolean;
    approved: number;
    approvedAmount: number;
  };
  revenue: { month: number; total: number };
  plans: { active: number; total: number };
  recentPayments: OverviewPayment[];
  recentUsers: AdminUserRow[];
  daily: OverviewDay[];
  timezone: string;
  month: { start: string; end: string };
}

export interface AuditRow {
  id: number;
  action: string;
  target: string | null;
  /** What the target names (a user's e-mail, a plan's name), when it is one the log can name. */
  targetName?: string | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
  createdAt: string;
}

export interface AuditPage extends Paged<AuditRow> {
  actions: string[];
}

export interface EngineStatusRow {
  id: string;
  ok: boolean;
  detail: string | null;
}

export interface ElevenLabsSubscription {
  tier: string;
  characterCount: number;
  characterLimit: number;
}

/** docs/product.md section 7: what the subscription shows when ElevenLabs cannot be asked. */
export const DEFAULT_SUBSCRIPTION: ElevenLabsSubscription = {
  tier: "free",
  characterCount: 0,
  characterLimit: 10_000,
};

export interface EnginesStatus {
  engines: EngineStatusRow[];
  /** null when ElevenLabs is not set up. */
  subscription: ElevenLabsSubscription | null;
  /** true when ElevenLabs could not be asked and `subscription` holds the defaults. */
  subscriptionIsDefault: boolean;
}
