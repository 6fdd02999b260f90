import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

// Filled in by its issue; wired in app.ts already so features do not edit app.ts.
export function adminUsersRoutes() {
  return new Hono<AppEnv>();
}
