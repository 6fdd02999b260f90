import { Hono } from "hono";
import { serialIdParam as idParam } from "../../../domain/ids.ts";
import type { AppEnv } from "../../app-env.ts";
import { notFound } from "../../http/errors.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";

export function notificationsRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      return c.json(await c.var.deps.notifications.list(c.var.user.id));
    })
    .post("/:id/read", validate("param", idParam), async (c) => {
      const notification = await c.var.deps.notifications.markRead(
        c.var.user.id,
        c.req.valid("param").id,
      );
      if (!notification) return notFound(c);
      return c.json({ notification });
    });
}
