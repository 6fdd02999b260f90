// The signed-in user's API keys (docs/architecture.md, "The public API").
import { Hono } from "hono";
import { apiKeyCreateSchema } from "../../../domain/api-keys.ts";
import { textIdParam } from "../../../domain/ids.ts";
import type { AppEnv } from "../../app-env.ts";
import { notFound } from "../../http/errors.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";

export function apiKeysRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json({ keys: await c.var.deps.apiKeys.list(c.var.user.id) }))
    .post("/", validate("json", apiKeyCreateSchema), async (c) => {
      const created = await c.var.deps.apiKeys.create(c.var.user, c.req.valid("json").name);
      // The only answer that ever holds the secret: no cache may keep it.
      c.header("Cache-Control", "no-store");
      return c.json(created, 201);
    })
    .delete("/:id", validate("param", textIdParam), async (c) => {
      const revoked = await c.var.deps.apiKeys.revoke(c.var.user.id, c.req.valid("param").id);
      if (!revoked) return notFound(c);
      return c.json({ revoked: true });
    });
}
