// A user's profile: created on first access, reverted to free when a pro plan has expired.
import { and, eq, lte, sql } from "drizzle-orm";
import type { Locale } from "../../../domain/i18n/locales.ts";
import {
  defaultDisplayName,
  freeProfileFields,
  isPlanExpired,
  quotaOf,
} from "../../../domain/quota.ts";
import type { Db } from "../../db/client.ts";
import type { ProfileVersions } from "../../db/profile-versions.ts";
import { profiles } from "../../db/schema.ts";

export type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileOwner {
  id: string;
  email: string;
}

// Enough for every user active at once; the oldest goes first.
const CACHE_LIMIT = 10_000;

/**
 * With `versions`, a profile read is kept in memory and served while its version stays the same:
 * on embedded PGlite until any statement that could change a profile runs, on PostgreSQL until a
 * notification names the user (docs/architecture.md, "A request"). Without it every read goes to
 * the database.
 */
export function createProfilesService(db: Db, now: () => Date, versions?: ProfileVersions) {
  const cache = new Map<string, { row: ProfileRow; version: number }>();

  function remember(row: ProfileRow, version: number) {
    if (cache.size >= CACHE_LIMIT && !cache.has(row.userId)) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(row.userId, { row, version });
  }

  /** The profile, created when missing; two first requests at once still create one row. */
  // Read on nearly every request: prepared once, so it is neither rebuilt nor re-planned.
  const byUser = db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder("userId")))
    .prepare("profile_by_user");

  /**
   * The one place a profile row is first written. Takes the caller's transaction too; a row that
   * already exists is left as it is, so racing first requests make one row.
   */
  async function create(owner: ProfileOwner, into: Pick<Db, "insert"> = db): Promise<void> {
    await into
      .insert(profiles)
      .values({
        userId: owner.id,
        email: owner.email,
        displayName: defaultDisplayName(owner.email),
      })
      .onConflictDoNothing();
  }

  async function ensure(owner: ProfileOwner): Promise<ProfileRow> {
    // Taken before the read: a write that lands while it runs makes the row stale at once.
    const asked = versions?.version(owner.id) ?? null;
    const version = asked instanceof Promise ? await asked : asked;
    const hit = version === null ? undefined : cache.get(owner.id);
    if (hit && hit.version === version) return revertIfExpired(hit.row);
    const [existing] = await byUser.execute({ userId: owner.id });
    if (existing) {
      if (version !== null) remember(existing, version);
      return revertIfExpired(existing);
    }
    await create(owner);
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

  /** Remembers the user's language; the write moves the user's version, so no stale row is served. */
  async function setLocale(owner: ProfileOwner, locale: Locale): Promise<void> {
    await create(owner);
    await db.update(profiles).set({ locale }).where(eq(profiles.userId, owner.id));
  }

  return { create, ensure, revertIfExpired, setLocale };
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
    /** The interface language chosen, null before any choice (docs/i18n.md). */
    locale: row.locale,
    ...quota,
  };
}

export type ProfileView = ReturnType<typeof profileView>;
