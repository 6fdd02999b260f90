// Every admin action leaves a trace, failed admin sign-ins included (the gate's limit itself is
// counted by its rate limiter: docs/architecture.md, The admin gate).
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import { createAuditListService } from "./list.ts";

export interface AuditEntry {
  action: string;
  target?: string | null;
  detail?: Record<string, unknown> | null;
  ip?: string | null;
}

export function createAuditService(db: Db, now: () => Date) {
  /** Takes the caller's transaction too, so a change is never committed without its trace. */
  async function record(entry: AuditEntry, into: Pick<Db, "insert"> = db): Promise<void> {
    await into.insert(auditLog).values({
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      ip: entry.ip ?? null,
      createdAt: now(),
    });
  }

  return { record, ...createAuditListService(db) };
}

export type AuditService = ReturnType<typeof createAuditService>;
