// GET /api/account, GET /api/account/export and DELETE /api/account (docs/architecture.md, HTTP API). Name,
// e-mail, password and sessions are better-auth's own endpoints under /api/auth.
import { Hono } from "hono";
import { deleteAccountSchema } from "../../../domain/account.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";

export function accountRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      // What the account page asks for: a password, or (Google's accounts) none to change or give.
      .get("/", async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ hasPassword: await c.var.deps.account.hasPassword(c.var.user.id) });
      })
      .get("/export", async (c) => {
        const { account, env } = c.var.deps;
        const data = await account.exportData(
          c.var.user.id,
          env.PUBLIC_URL ?? new URL(c.req.url).origin,
        );
        c.header("Cache-Control", "no-store");
        c.header("Content-Disposition", 'attachment; filename="my-data.json"');
        return c.json(data);
      })
      .delete("/", validate("json", deleteAccountSchema), async (c) => {
        const { account, auth } = c.var.deps;
        await account.remove(c.var.user.id, c.req.valid("json"));
        // The sessions went with the user row; this clears this browser's cookies too.
        const out = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
        for (const cookie of out.headers.getSetCookie())
          c.header("Set-Cookie", cookie, { append: true });
        return c.json({ deleted: true });
      })
  );
}
