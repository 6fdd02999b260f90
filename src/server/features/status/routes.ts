import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { createStatusService, type SpeechHealth, type StatusSources } from "./service.ts";

// The speech module joins AppDeps as an optional `speech` later; read it structurally till then.
function sourcesOf(deps: AppDeps): StatusSources {
  return {
    ping: () => deps.database.ping(),
    speech: (deps as AppDeps & { speech?: SpeechHealth }).speech,
    now: deps.now,
    warn: (obj, msg) => deps.logger.warn(obj, msg),
  };
}

/** GET /api/status: public live health for the status page (always 200; the body says what is down). */
export function statusRoutes() {
  const service = createStatusService();
  return new Hono<AppEnv>().get("/", async (c) => {
    const report = await service.report(sourcesOf(c.var.deps));
    c.header("Cache-Control", "no-store");
    return c.json(report);
  });
}
