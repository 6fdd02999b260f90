// The quota is reserved before synthesis with ONE conditional UPDATE, so parallel requests can
// never overdraw it (docs/product.md section 10), and given back when synthesis fails. Each
// reservation is a row until the generation is settled (its history row written) or given back,
// so one that a crash interrupted is given back at the next start, not lost.
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { UNLIMITED } from "../../../domain/quota.ts";
import type { Db, Tx } from "../../db/client.ts";
import { generationReservations, profiles } from "../../db/schema.ts";
import type { ProfileRow } from "../me/service.ts";

export interface Reservation {
  id: string;
  /** The profile as the reservation left it. */
  profile: ProfileRow;
}

/** How old a reservation on a shared PostgreSQL must be before a starting instance returns it:
 * longer than any generation speaks, as another instance may still be speaking it. */
export const RESERVATION_STALE_MS = 60 * 60_000;

/** The profile is active and its plan has `count` generations left. */
function quotaAllows(count: number, freeQuota: number, now: Date) {
  // Fewer than limit - count + 1 used: room for all `count`.
  const room = sql`coalesce(${profiles.voiceLimit}, ${freeQuota}) - ${count - 1}`;
  return and(
    eq(profiles.status, "active"),
    or(
      // A free account's own limit is one an admin granted (src/domain/purchase.ts).
      and(eq(profiles.accountStatus, "free"), lt(profiles.voicesGenerated, room)),
      and(
        eq(profiles.accountStatus, "pro"),
        or(isNull(profiles.planExpiresAt), gt(profiles.planExpiresAt, now)),
        or(sql`${profiles.voiceLimit} >= ${UNLIMITED}`, lt(profiles.voicesGenerated, room)),
      ),
    ),
  );
}

/** The plan generations were taken from: they go back only while the profile is still on it. */
export interface TakenFrom {
  userId: string;
  accountStatus: "free" | "pro";
  upgradedAt: Date | null;
}

/**
 * Takes `count` generations at once, all or none (a project's conversion), with no reservation
 * row: the caller keeps what it took (and gives back with returnGenerations) in its own row,
 * so a restart does not hand back what a conversion still renders.
 */
export async function takeGenerations(
  db: Db | Tx,
  userId: string,
  count: number,
  freeQuota: number,
  now: Date,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(profiles)
    .set({ voicesGenerated: sql`${profiles.voicesGenerated} + ${count}` })
    .where(and(eq(profiles.userId, userId), quotaAllows(count, freeQuota, now)))
    .returning();
  return row ?? null;
}

/** Gives `count` generations back to the plan they were taken from (none if it changed since). */
export async function returnGenerations(db: Db | Tx, from: TakenFrom, count: number) {
  if (count <= 0) return;
  await db
    .update(profiles)
    .set({ voicesGenerated: sql`greatest(${profiles.voicesGenerated} - ${count}, 0)` })
    .where(
      and(
        eq(profiles.userId, from.userId),
        from.upgradedAt ? eq(profiles.upgradedAt, from.upgradedAt) : isNull(profiles.upgradedAt),
        eq(profiles.accountStatus, from.accountStatus),
      ),
    );
}

export async function reserveGeneration(
  db: Db,
  userId: string,
  freeQuota: number,
  now: Date,
): Promise<Reservation | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ voicesGenerated: sql`${profiles.voicesGenerated} + 1` })
      .where(and(eq(profiles.userId, userId), quotaAllows(1, freeQuota, now)))
      .returning();
    if (!row) return null;
    const id = randomUUID();
    await tx.insert(generationReservations).values({
      id,
      userId,
      accountStatus: row.accountStatus,
      upgradedAt: row.upgradedAt,
      createdAt: now,
    });
    return { id, profile: row };
  });
}

/** The generation counts for good: its reservation is no longer one to give back. */
export async function settleGeneration(db: Db, id: string): Promise<void> {
  await db.delete(generationReservations).where(eq(generationReservations.id, id));
}

/**
 * Gives a reserved generation back, once: whoever deletes its row gives it. Only while the plan
 * is the one it was taken from: if an upgrade reset the counter meanwhile, there is nothing to
 * give back.
 */
export async function releaseGeneration(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [reserved] = await tx
      .delete(generationReservations)
      .where(eq(generationReservations.id, id))
      .returning();
    if (!reserved) return;
    await returnGenerations(tx, reserved, 1);
  });
}

/** Gives back the reservations made before `before` that nothing settled: a crash's. */
export async function returnStaleReservations(db: Db, before: Date): Promise<number> {
  const stale = await db
    .select({ id: generationReservations.id })
    .from(generationReservations)
    .where(lt(generationReservations.createdAt, before));
  for (const { id } of stale) await releaseGeneration(db, id);
  return stale.length;
}
