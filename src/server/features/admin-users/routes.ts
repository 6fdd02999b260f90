import { type Context, Hono } from "hono";
import {
  type AdminUserRow,
  adminText,
  adminUsersExportQuerySchema,
  adminUsersQuerySchema,
} from "../../../domain/admin.ts";
import {
  adminReasonSchema,
  userGrantSchema,
  userStatusChangeSchema,
} from "../../../domain/admin-user.ts";
import { textIdParam } from "../../../domain/ids.ts";
import type { AppEnv } from "../../app-env.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";
import { USERS_CSV_HEADER, userCsvLine } from "./csv.ts";

const users = (c: Context<AppEnv>) => c.var.deps.adminUsers;

async function* csvChunks(rows: AsyncGenerator<AdminUserRow[]>) {
  const encoder = new TextEncoder();
  // A BOM so Excel reads the file as UTF-8 (Urdu display names).
  yield encoder.encode(`\uFEFF${USERS_CSV_HEADER}`);
  for await (const batch of rows) yield encoder.encode(batch.map(userCsvLine).join(""));
}

// Pulled, so a slow download holds the next database batch back instead of buffering them all.
function toStream(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

// After an action: the user as they now are, so the detail view shows the result at once.
async function detailOf(c: Context<AppEnv>, id: string) {
  const detail = await users(c).detail(id);
  if (!detail) throw new ApiError(404, "NOT_FOUND", adminText.userNotFound);
  return detail;
}

export function adminUsersRoutes() {
  return new Hono<AppEnv>()
    .get("/", validate("query", adminUsersQuerySchema), async (c) => {
      return c.json(await users(c).list(c.req.valid("query")));
    })
    .get("/export.csv", validate("query", adminUsersExportQuerySchema), (c) => {
      const { q } = c.req.valid("query");
      const day = c.var.deps.now().toISOString().slice(0, 10);
      const body = toStream(csvChunks(users(c).exportAll(q)));
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="users-${day}.csv"`,
        "Cache-Control": "no-store",
      });
    })
    .get("/:id", validate("param", textIdParam), async (c) => {
      const detail = await users(c).detail(c.req.valid("param").id);
      if (!detail) return notFound(c, adminText.userNotFound);
      return c.json(detail);
    })
    .patch(
      "/:id",
      validate("param", textIdParam),
      validate("json", userStatusChangeSchema),
      async (c) => {
        const { status, reason } = c.req.valid("json");
        const row = await users(c).setStatus(c.req.valid("param").id, status, c.var.ip, reason);
        if (!row) return notFound(c, adminText.userNotFound);
        return c.json({ user: row });
      },
    )
    .post(
      "/:id/grants",
      validate("param", textIdParam),
      validate("json", userGrantSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        await users(c).grant(id, c.req.valid("json"), c.var.ip);
        return c.json(await detailOf(c, id));
      },
    )
    .post(
      "/:id/end-plan",
      validate("param", textIdParam),
      validate("json", adminReasonSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        await users(c).endPlan(id, c.req.valid("json").reason, c.var.ip);
        return c.json(await detailOf(c, id));
      },
    )
    .post(
      "/:id/reset-link",
      validate("param", textIdParam),
      validate("json", adminReasonSchema),
      async (c) => {
        const origin = c.var.deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;
        const { id } = c.req.valid("param");
        const url = await users(c).resetLink(id, c.req.valid("json").reason, origin, c.var.ip);
        c.header("Cache-Control", "no-store");
        return c.json({ url });
      },
    )
    .delete(
      "/:id",
      validate("param", textIdParam),
      validate("json", adminReasonSchema),
      async (c) => {
        await users(c).remove(c.req.valid("param").id, c.req.valid("json").reason, c.var.ip);
        return c.json({ deleted: true });
      },
    );
}
