import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { adminPasswordChangeSchema, adminText } from "../../../domain/admin.ts";
import { siteSettingsInputSchema } from "../../../domain/settings.ts";
import { adminSettingsView } from "../../../domain/settings-stored.ts";
import type { AppEnv } from "../../app-env.ts";
import { ADMIN_COOKIE } from "../../http/admin-guard.ts";
import { sendError } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";
import { enginesStatus } from "./engines.ts";

export function adminSettingsRoutes() {
  return (
    new Hono<AppEnv>()
      // With the stored keys that failed validation, so the Settings tab can say what to fix.
      .get("/", async (c) => c.json(adminSettingsView(await c.var.deps.settings.read())))
      .put("/", validate("json", siteSettingsInputSchema), async (c) => {
        return c.json(await c.var.deps.adminSettings.update(c.req.valid("json"), c.var.ip));
      })
      .post("/password", validate("json", adminPasswordChangeSchema), async (c) => {
        // The admin guard has checked this cookie already.
        const token = getCookie(c, ADMIN_COOKIE) ?? "";
        const changed = await c.var.deps.adminSettings.changePassword(
          c.req.valid("json"),
          token,
          c.var.ip,
        );
        if (!changed) return sendError(c, 403, "WRONG_PASSWORD", adminText.wrongCurrentPassword);
        return c.json({ ok: true });
      })
      .get("/engines", async (c) => {
        const { speech, logger } = c.var.deps;
        return c.json(await enginesStatus(speech, logger));
      })
  );
}
