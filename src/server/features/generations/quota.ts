// The quota is reserved before synthesis with ONE conditional UPDATE, so parallel requests can
// never overdraw it (docs/product.md section 10), and given back when synthesis fails. Each
// reservation is a row until the generation is settled (its history row written) or given back,
// so one that a crash interrupted is given back at the next start, not lost.
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { UNLIMITED } from "../../../domain/quota.ts";
import type { Db } from "../../db/client.ts";
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
      .where(
        and(
          eq(profiles.userId, userId),
          eq(profiles.status, "active"),
          or(
            // A free account's own limit is one an admin granted (src/domain/purchase.ts).
            and(
              eq(profiles.accountStatus, "free"),
              lt(profiles.voicesGenerated, sql`coalesce(${profiles.voiceLimit}, ${freeQuota})`),
            ),
            and(
              eq(profiles.accountStatus, "pro"),
              or(isNull(profiles.planExpiresAt), gt(profiles.planExpiresAt, now)),
              or(
                sql`${profiles.voiceLimit} >= ${UNLIMITED}`,
                lt(profiles.voicesGenerated, sql`coalesce(${profiles.voiceLimit}, ${freeQuota})`),
              ),
            ),
          ),
        ),
      )
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
    await tx
      .update(profiles)
      .set({ voicesGenerated: sql`greatest(${profiles.voicesGenerated} - 1, 0)` })
      .where(
        and(
          eq(profiles.userId, reserved.userId),
          reserved.upgradedAt
            ? eq(profiles.upgradedAt, reserved.upgradedAt)
            : isNull(profiles.upgradedAt),
          eq(profiles.accountStatus, reserved.accountStatus),
        ),
      );
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
