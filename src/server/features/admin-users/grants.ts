// The admin's changes to a user's plan: grant generations or days, end a plan. Each is one
// transaction on the profile row, locked as a payment approval locks it (payments/review.ts), so
// grants and approvals clicked at the same moment all add up; each is audited with its reason.
import { eq } from "drizzle-orm";
import { adminText } from "../../../domain/admin.ts";
import { adminUserText, type UserGrant } from "../../../domain/admin-user.ts";
import { formatDay } from "../../../domain/i18n/format.ts";
import type { Locale } from "../../../domain/i18n/locales.ts";
import { grantFields, hasActivePlan } from "../../../domain/purchase.ts";
import { freeProfileFields } from "../../../domain/quota.ts";
import type { AppDeps } from "../../app-env.ts";
import type { Tx } from "../../db/client.ts";
import { profiles, user } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { translate } from "../../i18n.ts";
import { recipientLocale } from "../notifications/recipient.ts";
import { addNotification } from "../notifications/service.ts";

type ProfileRow = typeof profiles.$inferSelect;
export type PlanDeps = Pick<AppDeps, "db" | "now" | "audit" | "profiles" | "settings">;

/** The user's profile, created if they never opened the dashboard, and locked until commit. */
async function lockProfile(deps: PlanDeps, tx: Tx, id: string): Promise<ProfileRow> {
  const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, id));
  if (!owner) throw new ApiError(404, "NOT_FOUND", adminText.userNotFound);
  await deps.profiles.create({ id, email: owner.email }, tx);
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, id)).for("update");
  if (!row) throw new ApiError(404, "NOT_FOUND", adminText.userNotFound);
  return row;
}

function planTrace(row: ProfileRow) {
  return {
    accountStatus: row.accountStatus,
    planExpiresAt: row.planExpiresAt?.toISOString() ?? null,
    voicesGenerated: row.voicesGenerated,
    voiceLimit: row.voiceLimit,
  };
}

// What the user is told, in their language: the bell shows it until read.
function grantNotice(g: UserGrant, after: ProfileRow, timezone: string, locale: Locale): string {
  const until = after.planExpiresAt ? formatDay(after.planExpiresAt, timezone, locale) : "";
  if (g.days > 0 && g.generations > 0)
    return translate(locale, "email.grantBoth", {
      generations: g.generations,
      days: g.days,
      until,
    });
  if (g.days > 0) return translate(locale, "email.grantDays", { count: g.days, until });
  return translate(locale, "email.grantGenerations", { count: g.generations });
}

export async function grant(deps: PlanDeps, id: string, g: UserGrant, ip: string) {
  const { freeQuota, timezone } = await deps.settings.get();
  const at = deps.now();
  // The trace in the same transaction: a grant whose trace failed would answer 500 after it was
  // applied, and the admin's retry would grant twice.
  await deps.db.transaction(async (tx) => {
    const before = await lockProfile(deps, tx, id);
    const [updated] = await tx
      .update(profiles)
      .set(grantFields(before, g, at, freeQuota))
      .where(eq(profiles.userId, id))
      .returning();
    const after = updated ?? before;
    const detail = {
      email: after.email,
      generations: g.generations,
      days: g.days,
      reason: g.reason,
      before: planTrace(before),
      after: planTrace(after),
    };
    await deps.audit.record({ action: "user.grant", target: id, detail, ip }, tx);
    const locale = await recipientLocale(tx, id);
    const message = grantNotice(g, after, timezone, locale);
    await addNotification(tx, { userId: id, kind: "grant", message, createdAt: at });
  });
}

export async function endPlan(deps: PlanDeps, id: string, reason: string, ip: string) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockProfile(deps, tx, id);
    if (!hasActivePlan(before, at))
      throw new ApiError(409, "NO_ACTIVE_PLAN", adminUserText.noActivePlan);
    await tx.update(profiles).set(freeProfileFields).where(eq(profiles.userId, id));
    const detail = { email: before.email, reason, before: planTrace(before) };
    await deps.audit.record({ action: "user.plan_end", target: id, detail, ip }, tx);
  });
}
