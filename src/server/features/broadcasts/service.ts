// Broadcast messages (docs/product.md sections 3-5): the admin writes them, users see the newest active.
import { and, desc, eq } from "drizzle-orm";
import type { BroadcastForm, BroadcastView } from "../../../domain/broadcasts.ts";
import type { Db } from "../../db/client.ts";
import { broadcastDismissals, broadcasts } from "../../db/schema.ts";
import type { AuditService } from "../audit/service.ts";

// The admin's list is short by nature; the cap only guards the page against a runaway table.
const LIST_LIMIT = 200;

type Row = typeof broadcasts.$inferSelect;

function view(r: Row): BroadcastView {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    active: r.active,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export interface BroadcastsDeps {
  db: Db;
  now: () => Date;
  audit: AuditService;
}

export function createBroadcastsService({ db, now, audit }: BroadcastsDeps) {
  const newestFirst = [desc(broadcasts.createdAt), desc(broadcasts.id)];

  async function list(): Promise<BroadcastView[]> {
    const rows = await db
      .select()
      .from(broadcasts)
      .orderBy(...newestFirst)
      .limit(LIST_LIMIT);
    return rows.map(view);
  }

  /** The newest active message, unless this user pressed "Got it" on it. */
  async function current(userId: string): Promise<BroadcastView | null> {
    const [row] = await db
      .select()
      .from(broadcasts)
      .where(eq(broadcasts.active, true))
      .orderBy(...newestFirst)
      .limit(1);
    if (!row) return null;
    const [dismissed] = await db
      .select({ id: broadcastDismissals.broadcastId })
      .from(broadcastDismissals)
      .where(
        and(eq(broadcastDismissals.userId, userId), eq(broadcastDismissals.broadcastId, row.id)),
      );
    return dismissed ? null : view(row);
  }

  /** "Got it": false when there is no such message. Saying it twice is saying it once. */
  async function dismiss(userId: string, id: number): Promise<boolean> {
    const [found] = await db
      .select({ id: broadcasts.id })
      .from(broadcasts)
      .where(eq(broadcasts.id, id));
    if (!found) return false;
    await db
      .insert(broadcastDismissals)
      .values({ userId, broadcastId: id, createdAt: now() })
      .onConflictDoNothing();
    return true;
  }

  async function create(form: BroadcastForm, ip: string): Promise<BroadcastView> {
    const at = now();
    // Each change and its trace in one transaction (docs/architecture.md, Wiring a feature).
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(broadcasts)
        .values({ ...form, createdBy: "admin", createdAt: at, updatedAt: at })
        .returning();
      if (!inserted) throw new Error("broadcast insert returned no row");
      const detail = { title: inserted.title };
      await audit.record(
        { action: "broadcast.create", target: String(inserted.id), detail, ip },
        tx,
      );
      return inserted;
    });
    return view(row);
  }

  async function update(
    id: number,
    form: BroadcastForm,
    ip: string,
  ): Promise<BroadcastView | null> {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(broadcasts)
        .set({ ...form, updatedAt: now() })
        .where(eq(broadcasts.id, id))
        .returning();
      if (!updated) return null;
      const detail = { title: updated.title, active: updated.active };
      await audit.record({ action: "broadcast.update", target: String(id), detail, ip }, tx);
      return updated;
    });
    return row ? view(row) : null;
  }

  async function remove(id: number, ip: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.delete(broadcasts).where(eq(broadcasts.id, id)).returning();
      if (!row) return false;
      const detail = { title: row.title };
      await audit.record({ action: "broadcast.delete", target: String(id), detail, ip }, tx);
      return true;
    });
  }

  return { list, current, dismiss, create, update, remove };
}

export type BroadcastsService = ReturnType<typeof createBroadcastsService>;
