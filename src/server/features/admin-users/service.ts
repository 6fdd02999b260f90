// The users tab: search, paging, export and the status switch.
import { and, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type AdminUserRow,
  type AdminUsersQuery,
  type Paged,
} from "../../../domain/admin.ts";
import { defaultDisplayName } from "../../../domain/quota.ts";
import type { Db } from "../../db/client.ts";
import { profiles, user } from "../../db/schema.ts";
import type { AuditService } from "../audit/service.ts";
import { countMatches, exportFilter, pageFilter } from "./search.ts";
import { adminUserColumns, adminUserRow } from "./view.ts";

const EXPORT_BATCH = 2000;

export interface AdminUsersDeps {
  db: Db;
  now: () => Date;
  audit: AuditService;
}

export function createAdminUsersService({ db, now, audit }: AdminUsersDeps) {
  const rows = (where: SQL | undefined) =>
    db
      .select({ ...adminUserColumns, cursor: sql<string>`${user.createdAt}::text` })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id));

  async function list({ q, page }: AdminUsersQuery): Promise<Paged<AdminUserRow>> {
    const offset = (page - 1) * ADMIN_PAGE_SIZE;
    // The count comes first: how many match decides how the page is best looked up.
    const total = await countMatches(db, q);
    const items =
      offset < total
        ? await rows(await pageFilter(db, q, offset, ADMIN_PAGE_SIZE, total))
            .limit(ADMIN_PAGE_SIZE)
            .offset(offset)
        : [];
    const at = now();
    return { items: items.map((r) => adminUserRow(r, at)), total, page, pageSize: ADMIN_PAGE_SIZE };
  }

  /** The whole filtered list in batches, newest first; keyset paging so late batches stay fast. */
  async function* exportAll(q: string, batchSize = EXPORT_BATCH): AsyncGenerator<AdminUserRow[]> {
    const filter = exportFilter(q);
    let after: { cursor: string; id: string } | null = null;
    for (;;) {
      // The text form of created_at keeps PostgreSQL's microseconds, which a JS Date would drop.
      const keyset: SQL | undefined = after
        ? and(
            lte(user.createdAt, sql`${after.cursor}::timestamptz`),
            sql`(${user.createdAt}, ${user.id}) < (${after.cursor}::timestamptz, ${after.id})`,
          )
        : undefined;
      const batch = await rows(and(filter, keyset)).limit(batchSize);
      const at = now();
      if (batch.length > 0) yield batch.map((r) => adminUserRow(r, at));
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
      after = { cursor: last.cursor, id: last.id };
    }
  }

  async function get(id: string): Promise<AdminUserRow | null> {
    const [row] = await rows(eq(user.id, id));
    return row ? adminUserRow(row, now()) : null;
  }

  /** Takes effect at once: quota and /api/me read the status from the profile on every request. */
  async function setStatus(
    id: string,
    status: "active" | "inactive",
    ip: string,
  ): Promise<AdminUserRow | null> {
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
    if (!owner) return null;
    await db
      .insert(profiles)
      .values({
        userId: id,
        email: owner.email,
        displayName: defaultDisplayName(owner.email),
        status,
      })
      .onConflictDoUpdate({ target: profiles.userId, set: { status } });
    await audit.record({
      action: "user.status",
      target: id,
      detail: { status, email: owner.email },
      ip,
    });
    return get(id);
  }

  return { list, exportAll, get, setStatus };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
