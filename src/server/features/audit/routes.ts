import { Hono } from "hono";
import { auditQuerySchema } from "../../../domain/admin.ts";
import type { AppEnv } from "../../app-env.ts";
import { validate } from "../../http/validate.ts";
import { createAuditListService } from "./list.ts";

export function adminAuditRoutes() {
  return new Hono<AppEnv>().get("/", validate("query", auditQuerySchema), async (c) => {
    return c.json(await createAuditListService(c.var.deps.db).list(c.req.valid("query")));
  });
}
