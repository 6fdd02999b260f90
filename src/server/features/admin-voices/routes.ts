import path from "node:path";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { voiceInstallSchema, voicePatchSchema } from "../../../domain/admin-voices.ts";
import { msg } from "../../../domain/messages.ts";
import type { AppEnv } from "../../app-env.ts";
import { sendError } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";
import { installVoice } from "../../speech/neural/install.ts";
import type { Installer } from "./installs.ts";
import { createAdminVoicesService } from "./service.ts";

// Into DATA_DIR/voices, where the neural engine looks, from Piper's voices or the configured mirror.
function installerOf(c: Context<AppEnv>): Installer {
  const { env } = c.var.deps;
  return (source, options) =>
    installVoice(source, {
      voicesDir: path.join(env.DATA_DIR, "voices"),
      baseUrl: env.NEURAL_VOICES_URL,
      ...options,
    });
}

const serviceOf = (c: Context<AppEnv>) =>
  createAdminVoicesService({ ...c.var.deps, installVoice: installerOf(c) });
const idParam = z.object({ id: z.string().min(1).max(300) });

const REFUSED = {
  unknown: [404, "NOT_FOUND", msg.voices.notInCatalogue],
  installed: [409, "ALREADY_INSTALLED", msg.voices.alreadyInstalled],
  running: [409, "INSTALL_RUNNING", msg.voices.installRunning],
} as const;

export function adminVoicesRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await serviceOf(c).list());
    })
    .get("/installs", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ installs: await serviceOf(c).installs() });
    })
    .get("/installs/:id", validate("param", idParam), async (c) => {
      c.header("Cache-Control", "no-store");
      const install = await serviceOf(c).findInstall(c.req.valid("param").id);
      return install ? c.json({ install }) : sendError(c, 404, "NOT_FOUND", msg.http.notFound);
    })
    .post("/installs", validate("json", voiceInstallSchema), async (c) => {
      const started = await serviceOf(c).install(c.req.valid("json").source, c.var.ip);
      if (!started.ok) {
        const [status, code, message] = REFUSED[started.reason];
        return sendError(c, status, code, message);
      }
      return c.json({ install: started.install }, 202);
    })
    .patch("/:id", validate("param", idParam), validate("json", voicePatchSchema), async (c) => {
      const { id } = c.req.valid("param");
      const voice = await serviceOf(c).update(id, c.req.valid("json"), c.var.ip);
      return voice ? c.json({ voice }) : sendError(c, 404, "NOT_FOUND", msg.voices.notFound);
    });
}
