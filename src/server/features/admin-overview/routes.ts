import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { createOverviewService } from "./service.ts";

export function adminOverviewRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const { settings } = c.var.deps;
    const { timezone } = await settings.get();
    return c.json(await createOverviewService(c.var.deps).get(timezone));
  });
}
