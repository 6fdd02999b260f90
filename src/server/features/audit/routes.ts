import { Hono } from "hono";
import { auditQuerySchema } from "../../../domain/admin.ts";
import type { AppEnv } from "../../app-env.ts";
import { validate } from "../../http/validate.ts";

export function adminAuditRoutes() {
  return new Hono<AppEnv>().get("/", validate("query", auditQuerySchema), async (c) => {
    return c.json(await c.var.deps.audit.list(c.req.valid("query")));
  });
}
