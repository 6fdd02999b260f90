import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

export function siteRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const { settings, env } = c.var.deps;
    c.header("Cache-Control", "no-cache");
    return c.json({
      ...(await settings.get()),
      // The login page keeps its Google button either way; this tells it what to say when pressed.
      // email: whether a forgotten password can be reset by e-mail (SMTP is configured).
      auth: {
        google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
        email: c.var.deps.mailer !== null,
      },
    });
  });
}
