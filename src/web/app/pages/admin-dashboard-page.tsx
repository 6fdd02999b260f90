import { LogOut } from "lucide-react";
import { type ComponentType, type KeyboardEvent, lazy, Suspense, useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useAdminSignOut } from "../../features/admin-gate/mutations.ts";
import { toastError } from "../../lib/api.ts";
import { importWhenOnline } from "../../lib/chunks.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { PageLoading } from "../page-loading.tsx";

const tab = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => importWhenOnline(load).then((m) => ({ default: m[name] })));

// Each tab is its own chunk and its own feature; this page only composes them.
const panels = {
  Overview: tab(() => import("../../features/admin-overview/overview-tab.tsx"), "OverviewTab"),
  Users: tab(() => import("../../features/admin-users/users-tab.tsx"), "UsersTab"),
  Payments: tab(() => import("../../features/admin-payments/payments-tab.tsx"), "PaymentsTab"),
  "Pricing Plans": tab(() => import("../../features/admin-plans/plans-tab.tsx"), "PlansTab"),
  Broadcast: tab(
    () => import("../../features/admin-broadcasts/broadcasts-tab.tsx"),
    "BroadcastsTab",
  ),
  Voices: tab(() => import("../../features/admin-voices/voices-tab.tsx"), "VoicesTab"),
  Settings: tab(() => import("../../features/admin-settings/settings-tab.tsx"), "SettingsTab"),
  Audit: tab(() => import("../../features/admin-audit/audit-tab.tsx"), "AuditTab"),
};
type Tab = keyof typeof panels;
// "Pricing Plans" -> "pricing-plans": the tab's name in the URL (?tab=) and in its element id.
const slug = (t: Tab) => t.replace(/\s+/g, "-").toLowerCase();
const tabId = (t: Tab) => `tab-${slug(t)}`;
const tabs = Object.keys(panels) as Tab[];

export function AdminDashboardPage() {
  usePageMeta("Admin dashboard", "Manage users, payments, plans and broadcasts.");
  // The tab lives in the URL, so a reload, a bookmark or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => slug(t) === params.get("tab")) ?? "Overview";
  const open = (t: Tab, focus = false) => {
    setParams(t === "Overview" ? {} : { tab: slug(t) }, { replace: true });
    if (focus) document.getElementById(tabId(t))?.focus();
  };
  // On a phone the bar scrolls sideways: the open tab is kept in view.
  useEffect(() => {
    document
      .getElementById(tabId(current))
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);
  // The tab pattern's keys: arrows move along the bar, Home and End to its ends.
  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.indexOf(current);
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    open(tabs[(to + tabs.length) % tabs.length] ?? "Overview", true);
  };
  const Panel = panels[current];
  const signOut = useAdminSignOut();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Admin Dashboard</h1>
        <Button
          variant="secondary"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => navigate("/admin-access"),
              onError: (e) => toastError(e, "Could not sign out. Please try again."),
            })
          }
        >
          <LogOut className="size-4" aria-hidden="true" /> Sign out
        </Button>
      </div>
      <div
        role="tablist"
        aria-label="Admin sections"
        onKeyDown={onKeyDown}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={tabId(t)}
            aria-selected={current === t}
            aria-controls="admin-panel"
            tabIndex={current === t ? 0 : -1}
            onClick={() => open(t)}
            className={`min-h-11 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${
              current === t
                ? "border-indigo-600 text-indigo-700 dark:text-indigo-300"
                : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            }`}
          >
            {t}
          </button>
        ))}
      </div>
      <section id="admin-panel" role="tabpanel" aria-labelledby={tabId(current)} className="py-6">
        <Suspense fallback={<PageLoading />}>
          <Panel />
        </Suspense>
      </section>
    </div>
  );
}
