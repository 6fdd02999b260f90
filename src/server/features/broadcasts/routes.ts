import { Hono } from "hono";
import { adminText } from "../../../domain/admin.ts";
import { broadcastFormSchema } from "../../../domain/broadcasts.ts";
import { serialIdParam as idParam } from "../../../domain/ids.ts";
import type { AppEnv } from "../../app-env.ts";
import { notFound } from "../../http/errors.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";

/** Signed-in users: the newest active message not dismissed with "Got it", or null. */
export function broadcastsRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/current", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ broadcast: await c.var.deps.broadcasts.current(c.var.user.id) });
    })
    .post("/:id/dismiss", validate("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      const done = await c.var.deps.broadcasts.dismiss(c.var.user.id, id);
      return done ? c.json({ ok: true }) : notFound(c, adminText.broadcastNotFound);
    });
}

export function adminBroadcastsRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ items: await c.var.deps.broadcasts.list() }))
    .post("/", validate("json", broadcastFormSchema), async (c) => {
      const broadcast = await c.var.deps.broadcasts.create(c.req.valid("json"), c.var.ip);
      return c.json({ broadcast }, 201);
    })
    .put("/:id", validate("param", idParam), validate("json", broadcastFormSchema), async (c) => {
      const { id } = c.req.valid("param");
      const broadcast = await c.var.deps.broadcasts.update(id, c.req.valid("json"), c.var.ip);
      return broadcast ? c.json({ broadcast }) : notFound(c, adminText.broadcastNotFound);
    })
    .delete("/:id", validate("param", idParam), async (c) => {
      const deleted = await c.var.deps.broadcasts.remove(c.req.valid("param").id, c.var.ip);
      return deleted ? c.json({ ok: true }) : notFound(c, adminText.broadcastNotFound);
    });
}
