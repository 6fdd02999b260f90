import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { toastError } from "../../lib/api.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useAdminSignOut } from "../admin-gate/api.ts";

const tabs = ["Overview", "Users", "Payments", "Pricing Plans", "Broadcast"] as const;
type Tab = (typeof tabs)[number];

export function AdminDashboardPage() {
  usePageMeta("Admin dashboard", "Manage users, payments, plans and broadcasts.");
  const [tab, setTab] = useState<Tab>("Overview");
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
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls="admin-panel"
            onClick={() => setTab(t)}
            className={`whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${
              tab === t
                ? "border-indigo-600 text-indigo-700 dark:text-indigo-300"
                : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            }`}
          >
            {t}
          </button>
        ))}
      </div>
      <section id="admin-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="py-6">
        <p className="text-slate-600 dark:text-slate-400">{tab}</p>
      </section>
    </div>
  );
}
