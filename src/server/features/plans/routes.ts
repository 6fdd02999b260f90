import { Hono } from "hono";
import { serialIdParam as idParam } from "../../../domain/ids.ts";
import { planFormSchema } from "../../../domain/plans.ts";
import type { AppEnv } from "../../app-env.ts";
import { validate } from "../../http/validate.ts";

export function plansRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    return c.json({ plans: await c.var.deps.plans.listActive() });
  });
}

// Mounted under /api/admin, which app.ts guards with the admin session.
export function adminPlansRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      return c.json({ plans: await c.var.deps.plans.listAll() });
    })
    .post("/", validate("json", planFormSchema), async (c) => {
      const plan = await c.var.deps.plans.create(c.req.valid("json"), c.var.ip);
      return c.json({ plan }, 201);
    })
    .put("/:id", validate("param", idParam), validate("json", planFormSchema), async (c) => {
      const { id } = c.req.valid("param");
      const plan = await c.var.deps.plans.update(id, c.req.valid("json"), c.var.ip);
      return c.json({ plan });
    })
    .delete("/:id", validate("param", idParam), async (c) => {
      await c.var.deps.plans.remove(c.req.valid("param").id, c.var.ip);
      return c.json({ ok: true });
    });
}
