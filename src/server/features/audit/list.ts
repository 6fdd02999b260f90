// The audit tab: the log newest first, paged, filtered by action.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from "../../../domain/admin.ts";
import type { Db } from "../../db/client.ts";
import { afterCursor, countTotal, cursorAt, keysetPage } from "../../db/paging.ts";
import { auditLog, plans, user } from "../../db/schema.ts";

type Row = typeof auditLog.$inferSelect;

/**
 * What each entry's target names, for the admin to read instead of an id: a user's e-mail
 * address, a plan's name. Other targets (payment:7, settings) read well as they are.
 */
async function targetNames(db: Db, rows: Row[]): Promise<Map<string, string>> {
  const userIds = rows
    .filter((r) => r.action.startsWith("user.") && r.target)
    .map((r) => r.target ?? "");
  const planIds = rows
    .map((r) => /^plan:(\d+)$/.exec(r.target ?? "")?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
  const [users, named] = await Promise.all([
    userIds.length
      ? db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, userIds))
      : [],
    planIds.length
      ? db.select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, planIds))
      : [],
  ]);
  return new Map([
    ...users.map((u) => [u.id, u.email] as const),
    ...named.map((p) => [`plan:${p.id}`, p.name] as const),
  ]);
}

export function createAuditListService(db: Db) {
  /**
   * The distinct actions for the filter. The log only grows, so instead of reading all of it this
   * hops from one action to the next on audit_log_action_created_at_idx (a "loose index scan").
   */
  async function actions(): Promise<string[]> {
    const result = await db.execute<{ action: string }>(sql`
      with recursive a(action) as (
        (select action from ${auditLog} order by action limit 1)
        union all
        select (select l.action from ${auditLog} l where l.action > a.action order by l.action limit 1)
        from a where a.action is not null
      )
      select action from a where action is not null`);
    return result.rows.map((r) => r.action);
  }

  async function list({ action, page, after }: AuditQuery): Promise<AuditPage> {
    const where = action ? eq(auditLog.action, action) : undefined;
    // A cursor's page starts after it; without one, page n is an offset (the older way in).
    const [rows, actionNames] = await Promise.all([
      db
        .select({ row: auditLog, cursorAt: cursorAt(auditLog.createdAt) })
        .from(auditLog)
        .where(and(where, afterCursor(auditLog.createdAt, auditLog.id, after)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1)
        .offset(after ? 0 : (page - 1) * AUDIT_PAGE_SIZE),
      actions(),
    ]);
    const shown = keysetPage(
      rows.map((r) => ({ ...r, id: r.row.id })),
      AUDIT_PAGE_SIZE,
      !after && page === 1,
    );
    const counted =
      shown.whole ??
      (await countTotal(db, db.select({ id: auditLog.id }).from(auditLog).where(where)));
    const names = await targetNames(
      db,
      shown.rows.map(({ row }) => row),
    );
    return {
      items: shown.rows.map(({ row }) => ({
        ...row,
        targetName: (row.target && names.get(row.target)) ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      ...counted,
      page,
      pageSize: AUDIT_PAGE_SIZE,
      next: shown.next,
      actions: actionNames,
    };
  }

  return { list, actions };
}
