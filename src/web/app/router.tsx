import type { ComponentType } from "react";
import { createBrowserRouter } from "react-router";
import { networkMessages } from "../../domain/messages-shell.ts";
import { toast } from "../components/toaster.tsx";
import { importWhenOnline } from "../lib/chunks.ts";
import { Layout } from "./layout.tsx";
import { RouteError } from "./route-error.tsx";

type Guard = "RequireUser" | "RequireGuest" | "RequireAdmin";

// Each page is its own chunk, so the landing page never downloads the dashboard or admin code.
// Offline, the current page stays and the new one opens once the browser is back online.
function page(load: () => Promise<ComponentType>, guard?: Guard) {
  return async () => {
    const [Page, guards] = await importWhenOnline(
      () => Promise.all([load(), guard ? import("./guards.tsx") : null]),
      () => toast.error(networkMessages.offline),
    );
    const Guarded = guard && guards ? guards[guard] : undefined;
    return {
      Component: Guarded
        ? () => (
            <Guarded>
              <Page />
            </Guarded>
          )
        : Page,
    };
  };
}

export const routes = [
  {
    path: "/",
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: page(() => import("../features/landing/landing-page.tsx").then((m) => m.LandingPage)),
      },
      {
        path: "login",
        lazy: page(
          () => import("../features/auth/login-page.tsx").then((m) => m.LoginPage),
          "RequireGuest",
        ),
      },
      {
        path: "forgot-password",
        lazy: page(
          () =>
            import("../features/account/forgot-password-page.tsx").then(
              (m) => m.ForgotPasswordPage,
            ),
          "RequireGuest",
        ),
      },
      {
        path: "reset-password",
        lazy: page(() =>
          import("../features/account/reset-password-page.tsx").then((m) => m.ResetPasswordPage),
        ),
      },
      {
        path: "account",
        lazy: page(
          () => import("../features/account/account-page.tsx").then((m) => m.AccountPage),
          "RequireUser",
        ),
      },
      {
        path: "terms",
        lazy: page(() => import("../features/legal/legal-page.tsx").then((m) => m.TermsPage)),
      },
      {
        path: "privacy",
        lazy: page(() => import("../features/legal/legal-page.tsx").then((m) => m.PrivacyPage)),
      },
      {
        path: "pricing",
        lazy: page(() => import("../features/pricing/pricing-page.tsx").then((m) => m.PricingPage)),
      },
      {
        path: "help",
        lazy: page(() => import("../features/help/help-page.tsx").then((m) => m.HelpPage)),
      },
      {
        path: "contact",
        lazy: page(() => import("../features/contact/contact-page.tsx").then((m) => m.ContactPage)),
      },
      {
        path: "status",
        lazy: page(() => import("../features/status/status-page.tsx").then((m) => m.StatusPage)),
      },
      {
        path: "developers",
        lazy: page(() =>
          import("../features/developers/developers-page.tsx").then((m) => m.DevelopersPage),
        ),
      },
      {
        path: "dashboard",
        lazy: page(
          () => import("./pages/dashboard-page.tsx").then((m) => m.DashboardPage),
          "RequireUser",
        ),
      },
      {
        path: "admin-access",
        lazy: page(() =>
          import("../features/admin-gate/admin-access-page.tsx").then((m) => m.AdminAccessPage),
        ),
      },
      {
        path: "admin-dashboard",
        lazy: page(
          () => import("./pages/admin-dashboard-page.tsx").then((m) => m.AdminDashboardPage),
          "RequireAdmin",
        ),
      },
      { path: "*", lazy: page(() => import("./not-found-page.tsx").then((m) => m.NotFoundPage)) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
