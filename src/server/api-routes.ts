// Every /api, /v1 and /v2 route in one chain, so its type (AppType) carries each path's input and
// output to the web's typed client (src/web/lib/client.ts), which imports it as a type only.
import { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";
import { accountRoutes } from "./features/account/routes.ts";
import { adminOverviewRoutes } from "./features/admin-overview/routes.ts";
import { adminSessionRoutes } from "./features/admin-session/routes.ts";
import { adminSettingsRoutes } from "./features/admin-settings/routes.ts";
import { adminUsersRoutes } from "./features/admin-users/routes.ts";
import { adminVoicesRoutes } from "./features/admin-voices/routes.ts";
import { apiKeysRoutes } from "./features/api-keys/routes.ts";
import { adminAuditRoutes } from "./features/audit/routes.ts";
import { adminBroadcastsRoutes, broadcastsRoutes } from "./features/broadcasts/routes.ts";
import { adminMessagesRoutes, contactRoutes } from "./features/contact/routes.ts";
import { generationsRoutes } from "./features/generations/routes.ts";
import { meRoutes } from "./features/me/routes.ts";
import { notificationsRoutes } from "./features/notifications/routes.ts";
import { adminPaymentsRoutes, paymentsRoutes } from "./features/payments/routes.ts";
import { adminPlansRoutes, plansRoutes } from "./features/plans/routes.ts";
import { projectsRoutes } from "./features/projects/routes.ts";
import { adminPronunciationRoutes, pronunciationRoutes } from "./features/pronunciation/routes.ts";
import { publicApiRoutes, publicApiV2Routes } from "./features/public-api/routes.ts";
import { samplesRoutes } from "./features/samples/routes.ts";
import { siteRoutes } from "./features/settings/routes.ts";
import { statusRoutes } from "./features/status/routes.ts";
import { voicesRoutes } from "./features/voices/routes.ts";
import { requireAdmin } from "./http/admin-guard.ts";

export function apiRoutes() {
  return (
    new Hono<AppEnv>()
      .route("/api/site", siteRoutes())
      .route("/api/me", meRoutes())
      .route("/api/account", accountRoutes())
      .route("/api/admin/session", adminSessionRoutes())
      .route("/api/plans", plansRoutes())
      .route("/api/payments", paymentsRoutes())
      .route("/api/notifications", notificationsRoutes())
      .route("/api/broadcasts", broadcastsRoutes())
      .route("/api/voices", voicesRoutes())
      .route("/api/generations", generationsRoutes())
      .route("/api/status", statusRoutes())
      .route("/api/samples", samplesRoutes())
      .route("/api/keys", apiKeysRoutes())
      .route("/api/pronunciation", pronunciationRoutes())
      .route("/api/projects", projectsRoutes())
      .route("/api/contact", contactRoutes())
      .route("/v1", publicApiRoutes())
      .route("/v2", publicApiV2Routes())
      // Every admin route below sits behind the admin session; the session route above does not.
      .use("/api/admin/*", requireAdmin)
      .route("/api/admin/overview", adminOverviewRoutes())
      .route("/api/admin/users", adminUsersRoutes())
      .route("/api/admin/payments", adminPaymentsRoutes())
      .route("/api/admin/plans", adminPlansRoutes())
      .route("/api/admin/broadcasts", adminBroadcastsRoutes())
      .route("/api/admin/settings", adminSettingsRoutes())
      .route("/api/admin/audit", adminAuditRoutes())
      .route("/api/admin/voices", adminVoicesRoutes())
      .route("/api/admin/pronunciation", adminPronunciationRoutes())
      .route("/api/admin/messages", adminMessagesRoutes())
  );
}

/** The API's routes as the web's typed client sees them. */
export type AppType = ReturnType<typeof apiRoutes>;
