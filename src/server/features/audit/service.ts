// Every admin action leaves a trace, failed admin sign-ins included (the gate's limit itself is
// counted by its rate limiter: docs/architecture.md, The admin gate).
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

  return { record };
}

export type AuditService = ReturnType<typeof createAuditService>;
