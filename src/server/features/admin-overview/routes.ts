import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

export function adminOverviewRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const { settings, overview } = c.var.deps;
    const { timezone } = await settings.get();
    return c.json(await overview.get(timezone));
  });
}
