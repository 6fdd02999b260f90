import { Hono } from "hono";
import { z } from "zod";
import { voiceInstallSchema, voicePatchSchema } from "../../../domain/admin-voices.ts";
import { byKey } from "../../../domain/messages.ts";
import type { AppEnv } from "../../app-env.ts";
import { notFound, sendError } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";

const idParam = z.object({ id: z.string().min(1).max(300) });

const REFUSED = {
  unknown: [404, "NOT_FOUND", byKey("voicesNotInCatalogue")],
  installed: [409, "ALREADY_INSTALLED", byKey("voicesAlreadyInstalled")],
  running: [409, "INSTALL_RUNNING", byKey("voicesInstallRunning")],
} as const;

export function adminVoicesRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await c.var.deps.adminVoices.list());
      })
      .get("/installs", async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ installs: await c.var.deps.adminVoices.installs() });
      })
      .get("/installs/:id", validate("param", idParam), async (c) => {
        c.header("Cache-Control", "no-store");
        const install = await c.var.deps.adminVoices.findInstall(c.req.valid("param").id);
        return install ? c.json({ install }) : notFound(c);
      })
      // The default voices' "Try again": answered at once, the round runs in the background.
      .post("/defaults/retry", (c) => {
        const defaults = c.var.deps.adminVoices.defaults;
        void defaults.retry();
        return c.json({ defaults: defaults.status() }, 202);
      })
      .post("/installs", validate("json", voiceInstallSchema), async (c) => {
        const started = await c.var.deps.adminVoices.install(c.req.valid("json").source, c.var.ip);
        if (!started.ok) {
          const [status, code, message] = REFUSED[started.reason];
          return sendError(c, status, code, message);
        }
        return c.json({ install: started.install }, 202);
      })
      .patch("/:id", validate("param", idParam), validate("json", voicePatchSchema), async (c) => {
        const { id } = c.req.valid("param");
        const voice = await c.var.deps.adminVoices.update(id, c.req.valid("json"), c.var.ip);
        return voice ? c.json({ voice }) : notFound(c, byKey("voicesNotFound"));
      })
  );
}
