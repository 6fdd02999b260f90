import { CreditCard, Layers, TrendingUp, Users } from "lucide-react";
import { type ComponentType, type ReactNode, useEffect } from "react";
import { msg } from "../../../domain/messages.ts";
import { formatDay } from "../../../domain/payments.ts";
import { formatRs } from "../../../domain/pricing.ts";
import { ListSkeleton, LoadError, StatusPill } from "../../components/admin/list-states.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { toastError } from "../../lib/api.ts";
import { useAdminOverview } from "./api.ts";
import { DailyChart } from "./daily-chart.tsx";

function Card({
  icon: Icon,
  title,
  value,
  detail,
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  value: string;
  detail: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</h3>
        <Icon className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
      </div>
      <p className="mt-2 text-2xl font-bold">{value}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{detail}</p>
    </div>
  );
}

function Recent({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const n = (v: number) => v.toLocaleString("en-US");

export function OverviewTab() {
  const overview = useAdminOverview();

  useEffect(() => {
    if (overview.isError) toastError(overview.error, msg.admin.loadFailed);
  }, [overview.isError, overview.error]);

  if (overview.isPending) return <ListSkeleton label="Loading overview" rows={4} />;
  if (overview.isError)
    return <LoadError message={msg.admin.loadFailed} onRetry={() => void overview.refetch()} />;
  const o = overview.data;
  const tz = o.timezone;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card
          icon={Users}
          title="Total users"
          value={n(o.users.total)}
          detail={`${n(o.users.active)} active · ${n(o.users.pro)} pro`}
        />
        <Card
          icon={CreditCard}
          title="Pending payments"
          value={n(o.payments.pending)}
          detail={`${n(o.payments.approved)} approved · ${formatRs(o.payments.approvedAmount)}`}
        />
        <Card
          icon={TrendingUp}
          title="Monthly revenue"
          value={formatRs(o.revenue.month)}
          detail={`Total revenue ${formatRs(o.revenue.total)}`}
        />
        <Card
          icon={Layers}
          title="Active plans"
          value={n(o.plans.active)}
          detail={`${n(o.plans.total)} plans in all`}
        />
      </div>

      <DailyChart days={o.daily} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Recent title="Recent payments">
          {o.recentPayments.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No payments yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
              {o.recentPayments.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="break-words text-sm font-medium">{p.userEmail}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {p.plan} · {formatRs(p.amount)} · {formatDay(new Date(p.createdAt), tz)}
                    </p>
                  </div>
                  <StatusBadge status={p.status} />
                </li>
              ))}
            </ul>
          )}
        </Recent>
        <Recent title="Recent users">
          {o.recentUsers.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No users yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
              {o.recentUsers.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="break-words text-sm font-medium">{u.displayName || u.email}</p>
                    <p className="break-words text-xs text-slate-600 dark:text-slate-400">
                      {u.email} · {u.plan} · {formatDay(new Date(u.createdAt), tz)}
                    </p>
                  </div>
                  <StatusPill active={u.status === "active"} />
                </li>
              ))}
            </ul>
          )}
        </Recent>
      </div>
    </div>
  );
}
