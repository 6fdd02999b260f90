// The admin lists' totals and pages at a million rows (docs/architecture.md, "Admin lists at
// scale"): matches are counted one by one only up to a limit, past which the total is the
// planner's estimate, and a page after the first starts after the last row seen (keyset), so
// neither costs more as the tables grow.
import { and, type Column, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { formatCursor, type PageCursor } from "../../domain/keyset.ts";
import type { Db } from "./client.ts";

/**
 * Matches counted exactly up to this many. Counting a thousand rows costs a millisecond or two;
 * counting every one of a common search's 100,000 cost the lists 100-250 ms at a million users
 * (docs/performance.md, "Admin at a million users").
 */
export const EXACT_COUNT_LIMIT = 1_000;

export interface Total {
  total: number;
  totalEstimated: boolean;
}

/** How many rows `query` answers, counting no further than `limit` + 1. */
export async function countUpTo(db: Db, query: SQLWrapper, limit: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${query} limit ${limit + 1}) counted`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** The planner's row estimate for `query`: what EXPLAIN says, without running it. */
export async function plannedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = await db.execute<{ "QUERY PLAN": unknown }>(sql`explain (format json) ${query}`);
  const raw = result.rows[0]?.["QUERY PLAN"];
  // node-postgres parses the json column; a driver that does not hands over its text.
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as
    | [{ Plan?: { "Plan Rows"?: number } }]
    | undefined;
  return Math.round(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/** A total past `limit` read as an estimate: at least the limit's worth, which was counted. */
export async function estimatedTotal(db: Db, query: SQLWrapper, limit: number): Promise<Total> {
  return { total: Math.max(await plannedRows(db, query), limit + 1), totalEstimated: true };
}

/** The rows `query` answers: exact up to `limit`, else estimated. */
export async function countTotal(
  db: Db,
  query: SQLWrapper,
  limit = EXACT_COUNT_LIMIT,
): Promise<Total> {
  const counted = await countUpTo(db, query, limit);
  if (counted <= limit) return { total: counted, totalEstimated: false };
  return estimatedTotal(db, query, limit);
}

/**
 * The cursor's time: created_at in UTC to the microsecond, as text (a JS Date would drop the
 * microseconds, and the next page would then repeat or skip rows made within one millisecond).
 */
export const cursorAt = (createdAt: Column) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The rows after the cursor in a list ordered by (created_at, id) descending. The plain
 * `created_at <=` is what lets an index on created_at alone start at the cursor.
 */
export function afterCursor(
  createdAt: Column,
  id: Column,
  cursor: PageCursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`${cursor.at}::timestamptz`;
  const key = id.columnType === "PgSerial" ? sql`${Number(cursor.id)}::int` : sql`${cursor.id}`;
  return and(lte(createdAt, at), sql`(${createdAt}, ${id}) < (${at}, ${key})`);
}

/**
 * A page read with one row more than it shows: that row's presence says a next page exists,
 * which starts after the page's last row. A first page with no next one holds every match, and
 * is its own count (`whole`).
 */
export function keysetPage<T extends { cursorAt: string; id: string | number }>(
  rows: T[],
  pageSize: number,
  first: boolean,
): { rows: T[]; next: string | null; whole: Total | null } {
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  const more = rows.length > pageSize;
  return {
    rows: shown,
    next: more && last ? formatCursor({ at: last.cursorAt, id: String(last.id) }) : null,
    whole: first && !more ? { total: shown.length, totalEstimated: false } : null,
  };
}
