// How the users search is put to PostgreSQL so it stays fast at 100,000 users for rare and for
// common terms (npm run bench:admin). Two shapes, each good where the other is slow:
// - by index: one subquery per trigram index (email, display name); cost grows with the matches,
//   so it suits rare terms. An OR across the user/profile join could use neither index.
// - by scan: walk users newest first (user_created_at_idx) and keep those that match, stopping
//   at the page; cost grows with the rows walked, so it suits common terms near the top, and
//   terms under 3 characters, which trigrams cannot index.
import { count, eq, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../../domain/admin.ts";
import type { Db } from "../../db/client.ts";
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

export async function countMatches(db: Db, q: string): Promise<number> {
  if (!q) {
    const [row] = await db.select({ n: count() }).from(user);
    return row?.n ?? 0;
  }
  const p = containsPattern(q);
  if (q.length < TRIGRAM_MIN) {
    const [row] = await db
      .select({ n: count() })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(byScan(p));
    return row?.n ?? 0;
  }
  // Every profile's user exists (foreign key), so the union alone is the answer.
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (
    select id from ${user} where lower(email) like ${p}
    union select user_id from ${profiles} where lower(display_name) like ${p}) m`);
  return Number(result.rows[0]?.n ?? 0);
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
