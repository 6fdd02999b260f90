import { createMiddleware } from "hono/factory";
import { msg } from "../../domain/messages.ts";
import type { AppEnv } from "../app-env.ts";
import { sendError } from "./errors.ts";

/** Signed-in users only: 401 in the API's error shape otherwise. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return sendError(c, 401, "UNAUTHORIZED", msg.auth.notSignedIn);
  c.set("user", session.user);
  await next();
});
