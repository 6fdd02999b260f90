import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { requireUser } from "../../http/session.ts";
import { profileView } from "./service.ts";

export function meRoutes() {
  return new Hono<AppEnv>().get("/", requireUser, async (c) => {
    const { profiles, settings, now } = c.var.deps;
    const user = c.var.user;
    const [row, site] = await Promise.all([profiles.ensure(user), settings.get()]);
    return c.json({
      user: { id: user.id, email: user.email, name: user.name, image: user.image ?? null },
      profile: profileView(row, site.freeQuota, now()),
    });
  });
}
