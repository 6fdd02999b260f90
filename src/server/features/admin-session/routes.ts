import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { adminPasswordSchema } from "../../../domain/auth.ts";
import { byKey } from "../../../domain/messages.ts";
import type { AppEnv } from "../../app-env.ts";
import { ADMIN_COOKIE } from "../../http/admin-guard.ts";
import { sendError } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";
import { ADMIN_SESSION_MS } from "./service.ts";

export function adminSessionRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const active = await c.var.deps.admin.isValid(getCookie(c, ADMIN_COOKIE));
      return c.json({ admin: active });
    })
    .post("/", validate("json", adminPasswordSchema), async (c) => {
      const { admin, env } = c.var.deps;
      const result = await admin.signIn(c.req.valid("json").password, c.var.ip);
      if (!result.ok) {
        return result.reason === "rate-limited"
          ? sendError(c, 429, "RATE_LIMITED", byKey("adminTooManyAttempts"))
          : sendError(c, 401, "INVALID_ADMIN_PASSWORD", byKey("adminInvalidPassword"));
      }
      setCookie(c, ADMIN_COOKIE, result.token, {
        httpOnly: true,
        sameSite: "Strict",
        secure: env.PUBLIC_URL?.startsWith("https://") ?? false,
        path: "/api/admin",
        maxAge: ADMIN_SESSION_MS / 1000,
      });
      return c.json({ admin: true, expiresAt: result.expiresAt.toISOString() });
    })
    .delete("/", async (c) => {
      await c.var.deps.admin.signOut(getCookie(c, ADMIN_COOKIE));
      deleteCookie(c, ADMIN_COOKIE, { path: "/api/admin" });
      return c.json({ admin: false });
    });
}
