// The audit tab: the log newest first, paged, filtered by action.
import { count, desc, eq, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from "../../../domain/admin.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

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
    const [rows, [total], names] = await Promise.all([
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
    return {
      items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      total: total?.n ?? 0,
      page,
      pageSize: AUDIT_PAGE_SIZE,
      actions: names,
    };
  }

  return { list, actions };
}
