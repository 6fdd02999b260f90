// A user's profile: created on first access, reverted to free when a pro plan has expired.
import { and, eq, lte, sql } from "drizzle-orm";
import {
  defaultDisplayName,
  freeProfileFields,
  isPlanExpired,
  quotaOf,
} from "../../../domain/quota.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";

export type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileOwner {
  id: string;
  email: string;
}

export function createProfilesService(db: Db, now: () => Date) {
  /** The profile, created when missing; two first requests at once still create one row. */
  // Read on nearly every request: prepared once, so it is neither rebuilt nor re-planned.
  const byUser = db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder("userId")))
    .prepare("profile_by_user");

  async function ensure(owner: ProfileOwner): Promise<ProfileRow> {
    const [existing] = await byUser.execute({ userId: owner.id });
    if (existing) return revertIfExpired(existing);
    await db
      .insert(profiles)
      .values({
        userId: owner.id,
        email: owner.email,
        displayName: defaultDisplayName(owner.email),
      })
      .onConflictDoNothing();
    const [created] = await db.select().from(profiles).where(eq(profiles.userId, owner.id));
    if (!created) throw new Error(`profile of ${owner.id} could not be created`);
    return created;
  }

  /** docs/product.md section 4 "pro to free", applied with a guard so a concurrent renewal is not undone. */
  async function revertIfExpired(row: ProfileRow): Promise<ProfileRow> {
    const at = now();
    if (!isPlanExpired(row, at)) return row;
    const [reverted] = await db
      .update(profiles)
      .set(freeProfileFields)
      .where(
        and(
          eq(profiles.userId, row.userId),
          eq(profiles.accountStatus, "pro"),
          lte(profiles.planExpiresAt, at),
        ),
      )
      .returning();
    if (reverted) return reverted;
    const [current] = await db.select().from(profiles).where(eq(profiles.userId, row.userId));
    return current ?? row;
  }

  return { ensure, revertIfExpired };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

/** The profile as the API shows it: the duplicate fields derived (docs/product.md section 3), not stored twice. */
export function profileView(row: ProfileRow, freeQuota: number, at: Date) {
  const quota = quotaOf(row, freeQuota, at);
  return {
    uid: row.userId,
    email: row.email,
    displayName: row.displayName,
    accountStatus: row.accountStatus,
    subscriptionPlan: row.accountStatus === "pro" ? "paid" : "free",
    plan: row.planName,
    planAmount: row.planAmount,
    planExpiry: row.planExpiresAt?.toISOString() ?? null,
    subscriptionExpiry: row.planExpiresAt?.toISOString() ?? null,
    upgradedAt: row.upgradedAt?.toISOString() ?? null,
    voicesGenerated: row.voicesGenerated,
    voiceGenerationsUsed: row.voicesGenerated,
    voiceGenerationsLimit: quota.limit,
    status: row.status,
    isActive: row.status === "active",
    createdAt: row.createdAt.toISOString(),
    ...quota,
  };
}

export type ProfileView = ReturnType<typeof profileView>;
