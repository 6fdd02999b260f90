import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

export function siteRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const s = await c.var.deps.settings.get();
    c.header("Cache-Control", "no-cache");
    return c.json(s);
  });
}
