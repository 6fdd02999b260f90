import { getCookieCache } from "better-auth/cookies";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { msg } from "../../domain/messages.ts";
import type { AppEnv, SessionUser } from "../app-env.ts";
import { sendError } from "./errors.ts";

async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const { auth, authSecret, env } = c.var.deps;
  const headers = c.req.raw.headers;
  // The signed session cookie (at most 60 s old, HMAC-checked) answers without the database;
  // better-auth's full check runs only when it is missing or stale. See docs/architecture.md.
  const cached = await getCookieCache(headers, {
    secret: authSecret,
    isSecure: env.PUBLIC_URL?.startsWith("https://") ?? false,
  });
  if (cached) return cached.user as SessionUser;
  const session = await auth.api.getSession({ headers });
  return session?.user ?? null;
}

/** Signed-in users only: 401 in the API's error shape otherwise. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c);
  if (!user) return sendError(c, 401, "UNAUTHORIZED", msg.auth.notSignedIn);
  c.set("user", user);
  await next();
});
