import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import type { StatusSources } from "./service.ts";

function sourcesOf(deps: AppDeps): StatusSources {
  return {
    ping: () => deps.database.ping(),
    speech: deps.speech,
    now: deps.now,
    timeZone: async () => (await deps.settings.get()).timezone,
    warn: (obj, msg) => deps.logger.warn(obj, msg),
  };
}

/** GET /api/status: public live health for the status page (always 200; the body says what is down). */
export function statusRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const report = await c.var.deps.status.report(sourcesOf(c.var.deps));
    c.header("Cache-Control", "no-store");
    return c.json(report);
  });
}
