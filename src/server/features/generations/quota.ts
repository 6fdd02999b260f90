// The quota is reserved before synthesis with ONE conditional UPDATE, so parallel requests can
// never overdraw it (docs/product.md section 10), and given back when synthesis fails.
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { UNLIMITED } from "../../../domain/quota.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";
import type { ProfileRow } from "../me/service.ts";

export async function reserveGeneration(
  db: Db,
  userId: string,
  freeQuota: number,
  now: Date,
): Promise<ProfileRow | null> {
  const [row] = await db
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
  return row ?? null;
}

/**
 * Gives a reserved generation back. Only while the plan is the one it was taken from: if an
 * upgrade reset the counter meanwhile, there is nothing to give back.
 */
export async function releaseGeneration(db: Db, reserved: ProfileRow): Promise<void> {
  await db
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
}
