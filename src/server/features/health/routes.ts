import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

export function healthRoutes() {
  return new Hono<AppEnv>()
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      try {
        await c.var.deps.database.ping();
        return c.json({ status: "ok", database: "up" });
      } catch (error) {
        c.var.deps.logger.warn({ err: error }, "readiness check failed");
        return c.json({ status: "unavailable", database: "down" }, 503);
      }
    });
}
