import { LogOut } from "lucide-react";
import { type ComponentType, type KeyboardEvent, Suspense, useEffect } from "react";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { InLanguage } from "../../components/language-scope.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAdminSignOut } from "../../features/admin-gate/mutations.ts";
import { useUnreadMessages } from "../../features/admin-messages/api.ts";
import { toastError } from "../../lib/api.ts";
import { lazyWhenOnline } from "../../lib/chunks.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useNavigate, useSearchParams } from "../../lib/navigation.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { shellText } from "../../lib/shell-text.ts";
import { PageLoading } from "../page-loading.tsx";

// Offline, a tab not opened before opens once the network is back; the toast says why it waits.
const tab = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyWhenOnline(
    () => load().then((m) => m[name]),
    () => toast.error(shellText("offline")),
  );

// Each tab is its own chunk and its own feature; this page only composes them. The tab's key is
// its name in the URL (?tab=) and in its element id.
const panels = {
  overview: tab(() => import("../../features/admin-overview/overview-tab.tsx"), "OverviewTab"),
  users: tab(() => import("../../features/admin-users/users-tab.tsx"), "UsersTab"),
  payments: tab(() => import("../../features/admin-payments/payments-tab.tsx"), "PaymentsTab"),
  "pricing-plans": tab(() => import("../../features/admin-plans/plans-tab.tsx"), "PlansTab"),
  broadcast: tab(
    () => import("../../features/admin-broadcasts/broadcasts-tab.tsx"),
    "BroadcastsTab",
  ),
  messages: tab(() => import("../../features/admin-messages/messages-tab.tsx"), "MessagesTab"),
  voices: tab(() => import("../../features/admin-voices/voices-tab.tsx"), "VoicesTab"),
  pronunciation: tab(
    () => import("../../features/admin-pronunciation/pronunciation-tab.tsx"),
    "PronunciationTab",
  ),
  settings: tab(() => import("../../features/admin-settings/settings-tab.tsx"), "SettingsTab"),
  audit: tab(() => import("../../features/admin-audit/audit-tab.tsx"), "AuditTab"),
};
type Tab = keyof typeof panels;
const tabNames: Record<Tab, AdminKey> = {
  overview: "tabOverview",
  users: "tabUsers",
  payments: "tabPayments",
  "pricing-plans": "tabPlans",
  broadcast: "tabBroadcast",
  messages: "tabMessages",
  voices: "tabVoices",
  pronunciation: "tabPronunciation",
  settings: "tabSettings",
  audit: "tabAudit",
};
const tabId = (t: Tab) => `tab-${t}`;
const tabs = Object.keys(panels) as Tab[];

export function AdminDashboardPage() {
  const t = useTexts(adminText);
  usePageMeta(t("dashboardTitle"), t("dashboardDescription"));
  // The tab lives in the URL, so a reload, a bookmark or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const current = tabs.find((name) => name === params.get("tab")) ?? "overview";
  const open = (name: Tab, focus = false) => {
    setParams(name === "overview" ? {} : { tab: name }, { replace: true });
    if (focus) document.getElementById(tabId(name))?.focus();
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
    open(tabs[(to + tabs.length) % tabs.length] ?? "overview", true);
  };
  const Panel = panels[current];
  const signOut = useAdminSignOut();
  const unread = useUnreadMessages().data ?? 0;
  const navigate = useNavigate();
  // The admin area is English only (docs/i18n.md): it reads left to right inside an Urdu page.
  return (
    <InLanguage locale="en" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("dashboardHeading")}</h1>
        <Button
          variant="secondary"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => navigate("/admin-access"),
              onError: (e) => toastError(e, t("dashboardSignOutFailed")),
            })
          }
        >
          <LogOut className="size-4" aria-hidden="true" /> {t("dashboardSignOut")}
        </Button>
      </div>
      <div
        role="tablist"
        aria-label={t("dashboardSections")}
        onKeyDown={onKeyDown}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={current === name}
            aria-controls="admin-panel"
            tabIndex={current === name ? 0 : -1}
            onClick={() => open(name)}
            className={`min-h-11 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${
              current === name
                ? "border-indigo-600 text-indigo-700 dark:text-indigo-300"
                : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            }`}
          >
            {t(tabNames[name])}
            {name === "messages" && unread > 0 && (
              <span className="ms-2 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
                <span aria-hidden="true">{unread}</span>
                <span className="sr-only">{t("tabUnread", { count: unread })}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <section id="admin-panel" role="tabpanel" aria-labelledby={tabId(current)} className="py-6">
        <Suspense fallback={<PageLoading />}>
          <Panel />
        </Suspense>
      </section>
    </InLanguage>
  );
}
