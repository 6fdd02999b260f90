// The users tab: search, paging, export, one user's detail and what the admin does for them.
import { and, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type AdminUserRow,
  type AdminUsersQuery,
  type Paged,
} from "../../../domain/admin.ts";
import type { UserGrant } from "../../../domain/admin-user.ts";
import type { AppDeps } from "../../app-env.ts";
import { profiles, user } from "../../db/schema.ts";
import { deleteAccount, resetLink } from "./account-actions.ts";
import { userDetail } from "./detail.ts";
import { endPlan, grant } from "./grants.ts";
import { countMatches, exportFilter, pageFilter } from "./search.ts";
import { adminUserColumns, adminUserRow } from "./view.ts";

const EXPORT_BATCH = 2000;

export type AdminUsersDeps = Pick<
  AppDeps,
  "db" | "now" | "audit" | "profiles" | "settings" | "account"
>;

export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, now, audit, profiles: profilesService } = deps;
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
    reason?: string,
  ): Promise<AdminUserRow | null> {
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
    if (!owner) return null;
    await profilesService.create({ id, email: owner.email });
    // The change and its trace in one transaction (docs/architecture.md, Wiring a feature).
    await db.transaction(async (tx) => {
      await tx.update(profiles).set({ status }).where(eq(profiles.userId, id));
      const detail = { status, email: owner.email, ...(reason ? { reason } : {}) };
      await audit.record({ action: "user.status", target: id, detail, ip }, tx);
    });
    return get(id);
  }

  async function detail(id: string) {
    const row = await get(id);
    return row ? userDetail(deps, row) : null;
  }

  return {
    list,
    exportAll,
    get,
    setStatus,
    detail,
    grant: (id: string, g: UserGrant, ip: string) => grant(deps, id, g, ip),
    endPlan: (id: string, reason: string, ip: string) => endPlan(deps, id, reason, ip),
    resetLink: (id: string, reason: string, origin: string, ip: string) =>
      resetLink(deps, id, reason, origin, ip),
    remove: (id: string, reason: string, ip: string) => deleteAccount(deps, id, reason, ip),
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
