// The audit tab: the log newest first, paged, filtered by action.
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from "../../../domain/admin.ts";
import type { Db } from "../../db/client.ts";
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

  async function list({ action, page }: AuditQuery): Promise<AuditPage> {
    const where = action ? eq(auditLog.action, action) : undefined;
    const [rows, [total], actionNames] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE),
      db.select({ n: count() }).from(auditLog).where(where),
      actions(),
    ]);
    const names = await targetNames(db, rows);
    return {
      items: rows.map((r) => ({
        ...r,
        targetName: (r.target && names.get(r.target)) ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page,
      pageSize: AUDIT_PAGE_SIZE,
      actions: actionNames,
    };
  }

  return { list, actions };
}
