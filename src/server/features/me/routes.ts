// GET /api/me and PUT /api/me/locale (docs/architecture.md, HTTP API).
import { Hono } from "hono";
import { localeChoiceSchema } from "../../../domain/account.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { profileView } from "./service.ts";

export function meRoutes() {
  return (
    new Hono<AppEnv>()
      // Read on every page load: c.get builds nothing, c.var copies every variable each time.
      .get("/", requireUser, async (c) => {
        const { profiles, settings, now } = c.get("deps");
        const user = c.get("user");
        const [row, site] = await Promise.all([profiles.ensure(user), settings.get()]);
        return c.json({
          user: { id: user.id, email: user.email, name: user.name, image: user.image ?? null },
          // The name the user gave (and changes on /account), else the one made from the e-mail.
          profile: {
            ...profileView(row, site.freeQuota, now()),
            displayName: user.name || row.displayName,
          },
        });
      })
      // The language follows the user to their other devices and into their e-mails.
      .put("/locale", requireUser, validate("json", localeChoiceSchema), async (c) => {
        await c.var.deps.profiles.setLocale(c.var.user, c.req.valid("json").locale);
        return c.json({ ok: true });
      })
  );
}
