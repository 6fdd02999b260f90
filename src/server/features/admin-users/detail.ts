// What the admin sees of one user before helping them: plan, payments, generations, sessions and
// the audit entries about them (their own and their payments'). Read only: an ended plan is shown
// as free without being reverted, as the users table does.
import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import type { AdminUserRow } from "../../../domain/admin.ts";
import type { AdminUserDetail, AdminUserPlan } from "../../../domain/admin-user.ts";
import { DETAIL_LIST_SIZE } from "../../../domain/admin-user.ts";
import { freeProfileFields, isPlanExpired, quotaOf } from "../../../domain/quota.ts";
import type { AppDeps } from "../../app-env.ts";
import { auditLog, generations, payments, profiles, session } from "../../db/schema.ts";
import { adminPaymentColumns } from "./view.ts";

type ProfileRow = typeof profiles.$inferSelect;

export function planOf(row: ProfileRow | undefined, freeQuota: number, at: Date): AdminUserPlan {
  const base = row ?? { ...freeProfileFields, upgradedAt: null, status: "active" as const };
  const p = isPlanExpired(base, at) ? { ...base, ...freeProfileFields } : base;
  const quota = quotaOf(p, freeQuota, at);
  return {
    accountStatus: p.accountStatus,
    planName: p.planName,
    planExpiresAt: p.planExpiresAt?.toISOString() ?? null,
    daysLeft: quota.daysLeft,
    voicesGenerated: p.voicesGenerated,
    limit: quota.limit,
    remaining: quota.remaining,
    unlimited: quota.unlimited,
  };
}

export async function userDetail(
  deps: Pick<AppDeps, "db" | "now" | "settings">,
  row: AdminUserRow,
): Promise<AdminUserDetail> {
  const { db } = deps;
  const at = deps.now();
  const id = row.id;
  const [site, [profile], paid, made, sessions, audit] = await Promise.all([
    deps.settings.get(),
    db.select().from(profiles).where(eq(profiles.userId, id)),
    db
      .select(adminPaymentColumns)
      .from(payments)
      .where(eq(payments.userId, id))
      .orderBy(desc(payments.createdAt))
      .limit(DETAIL_LIST_SIZE),
    db
      .select({
        id: generations.id,
        voiceName: generations.voiceName,
        engine: generations.engine,
        textPreview: generations.textPreview,
        isApiGenerated: generations.isApiGenerated,
        createdAt: generations.createdAt,
      })
      .from(generations)
      .where(eq(generations.userId, id))
      .orderBy(desc(generations.createdAt))
      .limit(DETAIL_LIST_SIZE),
    db
      .select({
        createdAt: session.createdAt,
        lastSeenAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(and(eq(session.userId, id), gt(session.expiresAt, at)))
      .orderBy(desc(session.updatedAt))
      .limit(DETAIL_LIST_SIZE),
    db
      .select()
      .from(auditLog)
      .where(
        or(
          eq(auditLog.target, id),
          sql`${auditLog.target} in (select 'payment:' || p.id from ${payments} p where p.user_id = ${id})`,
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(DETAIL_LIST_SIZE),
  ]);
  const iso = <T extends { createdAt: Date }>(r: T) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
  });
  return {
    user: row,
    plan: planOf(profile, site.freeQuota, at),
    payments: paid.map(iso),
    generations: made.map(iso),
    sessions: sessions.map((s) => ({
      ...iso(s),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    audit: audit.map(iso),
  };
}
