import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { byKey } from "../../domain/messages.ts";
import type { AppEnv } from "../app-env.ts";
import { sendError } from "./errors.ts";

export const ADMIN_COOKIE = "awaaz_admin";

/** Every /api/admin route but the session's own needs a live server-side admin session. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await c.var.deps.admin.isValid(getCookie(c, ADMIN_COOKIE)))) {
    return sendError(c, 401, "ADMIN_UNAUTHORIZED", byKey("adminNotAdmin"));
  }
  await next();
});
