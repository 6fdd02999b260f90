import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

// Filled in by its issue; wired in app.ts already so features do not edit app.ts.
export function paymentsRoutes() {
  return new Hono<AppEnv>();
}

export function adminPaymentsRoutes() {
  return new Hono<AppEnv>();
}
