import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import type { SpeechHealth, StatusSources } from "./service.ts";

// Read through the small SpeechHealth interface, so the service is tested with fakes; a missing
// speech module shows as "unknown" rather than failing the page.
function sourcesOf(deps: AppDeps): StatusSources {
  const speech: SpeechHealth | undefined = deps.speech;
  return {
    ping: () => deps.database.ping(),
    speech,
    now: deps.now,
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
