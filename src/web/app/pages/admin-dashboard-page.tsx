import { LogOut } from "lucide-react";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
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
const tabId = (t: Tab) => `tab-${t.replace(/\s+/g, "-").toLowerCase()}`;
const tabs = Object.keys(panels) as Tab[];

export function AdminDashboardPage() {
  usePageMeta("Admin dashboard", "Manage users, payments, plans and broadcasts.");
  const [current, setCurrent] = useState<Tab>("Overview");
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
            onClick={() => setCurrent(t)}
            className={`whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${
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
