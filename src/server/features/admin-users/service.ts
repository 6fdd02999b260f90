// The users tab: search, paging, export, one user's detail and what the admin does for them.
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AdminUserRow, type AdminUsersQuery } from "../../../domain/admin.ts";
import type { UserGrant } from "../../../domain/admin-user.ts";
import type { PageCursor, Paged } from "../../../domain/keyset.ts";
import type { AppDeps } from "../../app-env.ts";
import { afterCursor, cursorAt, keysetPage } from "../../db/paging.ts";
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
      .select({ ...adminUserColumns, cursorAt: cursorAt(user.createdAt) })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id));

  async function list({ q, page, after }: AdminUsersQuery): Promise<Paged<AdminUserRow>> {
    // A cursor's page starts after it; without one, page n is an offset (the older way in).
    const offset = after ? 0 : (page - 1) * ADMIN_PAGE_SIZE;
    // The count comes first: how many match decides how the page is best looked up.
    const counted = await countMatches(db, q);
    const filter = await pageFilter(db, q, offset, ADMIN_PAGE_SIZE, counted.total);
    // The page's keys first, then its rows: the API-key figures are then worked out for the 20
    // users shown, not for each row an offset walks past.
    const keys =
      offset < counted.total
        ? await db
            .select({ id: user.id, cursorAt: cursorAt(user.createdAt) })
            .from(user)
            .leftJoin(profiles, eq(profiles.userId, user.id))
            .where(and(filter, afterCursor(user.createdAt, user.id, after)))
            .orderBy(desc(user.createdAt), desc(user.id))
            .limit(ADMIN_PAGE_SIZE + 1)
            .offset(offset)
        : [];
    const { rows: shown, next } = keysetPage(keys, ADMIN_PAGE_SIZE, false);
    const found = shown.length
      ? await rows(
          inArray(
            user.id,
            shown.map((k) => k.id),
          ),
        )
      : [];
    const at = now();
    return {
      items: found.map((r) => adminUserRow(r, at)),
      ...counted,
      page,
      pageSize: ADMIN_PAGE_SIZE,
      next,
    };
  }

  /** The whole filtered list in batches, newest first; keyset paging so late batches stay fast. */
  async function* exportAll(q: string, batchSize = EXPORT_BATCH): AsyncGenerator<AdminUserRow[]> {
    const filter = exportFilter(q);
    let after: PageCursor | undefined;
    for (;;) {
      const batch = await rows(and(filter, afterCursor(user.createdAt, user.id, after))).limit(
        batchSize,
      );
      const at = now();
      if (batch.length > 0) yield batch.map((r) => adminUserRow(r, at));
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
      after = { at: last.cursorAt, id: last.id };
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
