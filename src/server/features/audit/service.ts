// Every admin action leaves a trace; failed admin sign-ins double as the gate's
// rate-limit counter, so the limit holds across restarts and instances.
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export interface AuditEntry {
  action: string;
  target?: string | null;
  detail?: Record<string, unknown> | null;
  ip?: string | null;
}

export function createAuditService(db: Db, now: () => Date) {
  async function record(entry: AuditEntry): Promise<void> {
    await db.insert(auditLog).values({
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      ip: entry.ip ?? null,
      createdAt: now(),
    });
  }

  async function countSince(action: string, ip: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.ip, ip), eq(auditLog.action, action), gt(auditLog.createdAt, since)));
    return row?.n ?? 0;
  }

  return { record, countSince };
}

export type AuditService = ReturnType<typeof createAuditService>;
