// One user as the admin area shows it, shared by the users tab and the overview's recent users,
// and the columns of a payment in its lists (a user's detail; the overview adds the email).
import { sql } from "drizzle-orm";
import { type AdminUserRow, planLabel } from "../../../domain/admin.ts";
import { defaultDisplayName, isPlanExpired } from "../../../domain/quota.ts";
import { payments, profiles, user } from "../../db/schema.ts";

export const adminPaymentColumns = {
  id: payments.id,
  plan: payments.plan,
  amount: payments.amount,
  tid: payments.tid,
  status: payments.status,
  createdAt: payments.createdAt,
};

// A user without a profile yet (never opened the dashboard) is shown with the profile defaults.
export const adminUserColumns = {
  id: user.id,
  email: user.email,
  createdAt: user.createdAt,
  displayName: profiles.displayName,
  accountStatus: profiles.accountStatus,
  planName: profiles.planName,
  planExpiresAt: profiles.planExpiresAt,
  voicesGenerated: profiles.voicesGenerated,
  status: profiles.status,
  apiKeys: sql<number>`(select count(*)::int from api_keys k where k.user_id = ${user.id})`,
  // As ISO text: both database drivers then answer the same type.
  apiLastUsedAt: sql<string | null>`(select to_char(max(k.last_used_at) at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from api_keys k where k.user_id = ${user.id})`,
};

export interface AdminUserRecord {
  id: string;
  email: string;
  createdAt: Date;
  displayName: string | null;
  accountStatus: "free" | "pro" | null;
  planName: string | null;
  planExpiresAt: Date | null;
  voicesGenerated: number | null;
  status: "active" | "inactive" | null;
  apiKeys: number;
  apiLastUsedAt: string | null;
}

export function adminUserRow(r: AdminUserRecord, at: Date): AdminUserRow {
  // A pro plan past its expiry is reverted on the user's next request; show it as it is already.
  const expired = isPlanExpired(
    { accountStatus: r.accountStatus ?? "free", planExpiresAt: r.planExpiresAt },
    at,
  );
  const accountStatus = r.accountStatus === "pro" && !expired ? "pro" : "free";
  return {
    id: r.id,
    email: r.email,
    displayName: r.displayName ?? defaultDisplayName(r.email),
    plan: planLabel(accountStatus, r.planName),
    accountStatus,
    voicesGenerated: expired ? 0 : (r.voicesGenerated ?? 0),
    status: r.status ?? "active",
    createdAt: r.createdAt.toISOString(),
    apiKeys: r.apiKeys,
    apiLastUsedAt: r.apiLastUsedAt,
  };
}
