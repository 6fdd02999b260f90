// How the users search is put to PostgreSQL so it stays fast at 100,000 users for rare and for
// common terms (npm run bench:admin). Two shapes, each good where the other is slow:
// - by index: one subquery per trigram index (email, display name); cost grows with the matches,
//   so it suits rare terms. An OR across the user/profile join could use neither index.
// - by scan: walk users newest first (user_created_at_idx) and keep those that match, stopping
//   at the page; cost grows with the rows walked, so it suits common terms near the top, and
//   terms under 3 characters, which trigrams cannot index.
import { eq, type SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { containsPattern } from "../../../domain/admin.ts";
import type { Db } from "../../db/client.ts";
import {
  countTotal,
  countUpTo,
  EXACT_COUNT_LIMIT,
  estimatedTotal,
  type Total,
} from "../../db/paging.ts";
import { profiles, user } from "../../db/schema.ts";

const TRIGRAM_MIN = 3;
// Rows a scan may walk before the index shape is cheaper (measured at 100,000 users).
const SCAN_BUDGET_ROWS = 20_000;

const byIndex = (p: string) => sql`${user.id} in (
  select u2.id from ${user} u2 where lower(u2.email) like ${p}
  union select p2.user_id from ${profiles} p2 where lower(p2.display_name) like ${p})`;

// Needs profiles left-joined to user in the query that uses it.
const byScan = (p: string) =>
  sql`(lower(${user.email}) like ${p} or lower(${profiles.displayName}) like ${p})`;

const emailMatches = (db: Db, p: string) =>
  db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) like ${p}`);
const nameMatches = (db: Db, p: string) =>
  db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(sql`lower(${profiles.displayName}) like ${p}`);

/** How many users match: exact up to the limit, else estimated (db/paging.ts). */
export async function countMatches(db: Db, q: string, limit = EXACT_COUNT_LIMIT): Promise<Total> {
  if (!q) return countTotal(db, db.select({ id: user.id }).from(user), limit);
  const p = containsPattern(q);
  if (q.length < TRIGRAM_MIN) {
    const scan = db
      .select({ id: user.id })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(byScan(p));
    return countTotal(db, scan, limit);
  }
  // Every profile's user exists (foreign key), so the union alone is the answer. A union is only
  // counted once it is whole, so each index's matches are counted first, up to the limit: past
  // it on either, the union is past it too.
  const both = union(emailMatches(db, p), nameMatches(db, p));
  const [byEmail, byName] = await Promise.all([
    countUpTo(db, emailMatches(db, p), limit),
    countUpTo(db, nameMatches(db, p), limit),
  ]);
  if (byEmail > limit || byName > limit) return estimatedTotal(db, both, limit);
  return { total: await countUpTo(db, both, 2 * limit), totalEstimated: false };
}

/** The planner's row estimate for the users table: free to read, -1 before the first ANALYZE. */
async function estimatedUsers(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${'"user"'})`,
  );
  return Number(result.rows[0]?.n ?? -1);
}

/** The WHERE for one page of matches, in the shape that is cheaper for this term and page. */
export async function pageFilter(
  db: Db,
  q: string,
  offset: number,
  pageSize: number,
  total: number,
): Promise<SQL | undefined> {
  if (!q) return undefined;
  const p = containsPattern(q);
  if (q.length < TRIGRAM_MIN) return byScan(p);
  const users = await estimatedUsers(db);
  const walked = users > 0 && total > 0 ? ((offset + pageSize) * users) / total : Infinity;
  return walked <= SCAN_BUDGET_ROWS ? byScan(p) : byIndex(p);
}

/** For the export, which reads every match anyway. */
export function exportFilter(q: string): SQL | undefined {
  if (!q) return undefined;
  const p = containsPattern(q);
  return q.length < TRIGRAM_MIN ? byScan(p) : byIndex(p);
}
