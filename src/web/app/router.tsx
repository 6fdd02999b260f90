import { type ComponentType, lazy } from "react";
import type { Locale } from "../../domain/i18n/locales.ts";
import { toast } from "../components/toaster.tsx";
import { importWhenOnline } from "../lib/chunks.ts";
import { useLocale } from "../lib/i18n.ts";
import { activateLocale } from "../lib/locale.ts";
import { meQuery } from "../lib/me.ts";
import { Route, Switch } from "../lib/navigation.tsx";
import { queryClient } from "../lib/query-client.ts";
import { shellText } from "../lib/shell-text.ts";
import { siteQuery } from "../lib/site.ts";
import type { GuardKind } from "./guard-decision.ts";
import { Layout } from "./layout.tsx";

// The data a page paints first, by route path, fetched beside its code: the page renders once,
// complete, instead of once more per answer (docs/performance.md, "One first render"). Written as
// async functions, not `name: () => import(…)`: the build reads that shape in this file as a
// page's chunk (scripts/vite-route-preloads.ts).
const pageData: Record<string, () => Promise<unknown>> = {
  pricing: async () => {
    const { plansQuery } = await import("../features/pricing/api.ts");
    return queryClient.ensureQueryData(plansQuery);
  },
  status: async () => {
    const { statusQuery } = await import("../features/status/api.ts");
    return queryClient.ensureQueryData(statusQuery);
  },
};

// How long a slow or failing API may hold a page back. After that the page shows, its queries go
// on, and it shows their loading or error states as usual. A link's click keeps the old page
// on screen meanwhile, so it waits less than the first render, which has nothing to show yet.
const FIRST_RENDER_WAIT_MS = 2000;
const NAVIGATION_DATA_WAIT_MS = 300;

/** Once every piece of `work` has settled (failed or not), or `ms` have passed. Never rejects. */
function settled(ms: number, ...work: Promise<unknown>[]): Promise<unknown> {
  const all = Promise.all(work.map((w) => w.catch(() => undefined)));
  return Promise.race([all, new Promise((resolve) => setTimeout(resolve, ms))]);
}

// Each page is its own chunk, so the landing page never downloads the dashboard or admin code.
// Offline, the current page stays and the new one opens once the browser is back online: the
// routes see the address in a deferred render (lib/navigation.tsx), so React keeps the old page
// on screen while the new one's code (and the data it paints first) loads. The router itself
// matches paths only, so a small router does (wouter, docs/decisions/011-router-wouter.md).
type Page = ComponentType & { load: (dataWait?: number) => Promise<unknown> };

function page(
  load: () => Promise<ComponentType>,
  { guard, data }: { guard?: GuardKind; data?: () => Promise<unknown> } = {},
): Page {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let Loaded: ComponentType | undefined;
  const loadCode = () => {
    loading ??= importWhenOnline(
      () => Promise.all([load(), guard ? import("./guards.tsx") : null]),
      () => toast.error(shellText("offline")),
    ).then(([Page, guards]) => {
      Loaded = guard && guards ? guards.guarded(guard, Page) : Page;
      return { default: Loaded };
    });
    return loading;
  };
  /** The page's code, and its first data for `dataWait` ms at most. */
  const loadPage = (dataWait = NAVIGATION_DATA_WAIT_MS) =>
    Promise.all([loadCode(), data ? settled(dataWait, data()) : null]).then(([code]) => code);
  const Lazy = lazy(loadPage);
  // A lazy component suspends on its first render even when its code is already here (it learns
  // the module a microtask later), so the page would render its loading state, then itself: two
  // renders in the first one's task (docs/performance.md, "One first render"), and a hydrated
  // page would not match the server's HTML. A page loaded before it is shown renders at once.
  const Shown = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Shown, { load: loadPage });
}

/** The pages at these paths, each behind `guard` when there is one. */
function pages(loaders: Record<string, () => Promise<ComponentType>>, guard?: GuardKind) {
  return Object.entries(loaders).map(([path, load]) => ({
    path,
    Page: page(load, {
      ...(guard ? { guard } : {}),
      ...(pageData[path] ? { data: pageData[path] } : {}),
    }),
  }));
}

const Landing = page(() =>
  import("../features/landing/landing-page.tsx").then((m) => m.LandingPage),
);

const NotFound = page(() => import("./not-found-page.tsx").then((m) => m.NotFoundPage));

const routes = [
  ...pages({
    "reset-password": () =>
      import("../features/account/reset-password-page.tsx").then((m) => m.ResetPasswordPage),
    terms: () => import("../features/legal/legal-page.tsx").then((m) => m.TermsPage),
    privacy: () => import("../features/legal/legal-page.tsx").then((m) => m.PrivacyPage),
    pricing: () => import("../features/pricing/pricing-page.tsx").then((m) => m.PricingPage),
    help: () => import("../features/help/help-page.tsx").then((m) => m.HelpPage),
    contact: () => import("../features/contact/contact-page.tsx").then((m) => m.ContactPage),
    status: () => import("../features/status/status-page.tsx").then((m) => m.StatusPage),
    developers: () =>
      import("../features/developers/developers-page.tsx").then((m) => m.DevelopersPage),
    "admin-access": () =>
      import("../features/admin-gate/admin-access-page.tsx").then((m) => m.AdminAccessPage),
  }),
  ...pages(
    {
      login: () => import("../features/auth/login-page.tsx").then((m) => m.LoginPage),
      "forgot-password": () =>
        import("../features/account/forgot-password-page.tsx").then((m) => m.ForgotPasswordPage),
    },
    "guest",
  ),
  ...pages(
    {
      account: () => import("../features/account/account-page.tsx").then((m) => m.AccountPage),
      dashboard: () => import("./pages/dashboard-page.tsx").then((m) => m.DashboardPage),
      pronunciation: () =>
        import("../features/pronunciation/pronunciation-page.tsx").then((m) => m.PronunciationPage),
      projects: () => import("../features/projects/projects-page.tsx").then((m) => m.ProjectsPage),
    },
    "user",
  ),
  ...pages(
    {
      "admin-dashboard": () =>
        import("./pages/admin-dashboard-page.tsx").then((m) => m.AdminDashboardPage),
    },
    "admin",
  ),
];

/** The code and first data of the page at `path`: what its first render needs. */
export function prepareRoute(path: string, dataWait = NAVIGATION_DATA_WAIT_MS): Promise<unknown> {
  if (path === "/") return Landing.load(dataWait);
  // As wouter matches a route's path: any case, with or without a trailing slash.
  const route = routes.find((r) => new RegExp(`^/${r.path}/?$`, "i").test(path));
  return (route?.Page ?? NotFound).load(dataWait);
}

// Urdu's face (styles.css: one face, every weight). A page painted in the system font
// first would move down when Nastaliq's taller lines arrive (a layout shift), so an Urdu page's
// first render waits for it.
const URDU_FACE = '1em "Noto Nastaliq Urdu"';

/**
 * Before the app's first render: the reader's texts, the page, the shell's data (who is signed in,
 * the site) and, in Urdu, its font. 2 s at most, code included: a page whose chunk fails or waits
 * to be online renders anyway, and its error boundary or the offline notice speaks
 * (docs/architecture.md, "Offline").
 */
export function prepareFirstRender(path: string, locale: Locale): Promise<unknown> {
  return settled(
    FIRST_RENDER_WAIT_MS,
    activateLocale(locale),
    prepareRoute(path, FIRST_RENDER_WAIT_MS),
    queryClient.ensureQueryData(meQuery),
    queryClient.ensureQueryData(siteQuery),
    ...(locale === "ur" ? urduFace() : []),
  );
}

/** Nastaliq's face, loading; nothing where the browser has no font loading API. */
function urduFace(): Promise<unknown>[] {
  if (typeof document.fonts?.load !== "function") return [];
  return [document.fonts.load(URDU_FACE, "اردو")];
}

export function AppRoutes() {
  // Every page's elements are made here: rendering again on a language change renders every page
  // component again, so a text read outside useTexts (a shared message in a toast's label, say)
  // follows the switch too.
  useLocale();
  return (
    <Layout>
      <Switch>
        <Route path="/">
          <Landing />
        </Route>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={`/${path}`}>
            <Page />
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Layout>
  );
}
