import { CreditCard, Layers, TrendingUp, Users } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { formatDay, formatNumber, formatRs } from "../../../domain/i18n/format.ts";
import { ListSkeleton, Loaded, StatusPill } from "../../components/admin/list-states.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { StatusBadge } from "../../components/status-badge.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { type AdminOverview, useAdminOverview } from "./api.ts";
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

/** A short list of the newest rows, each a name, a line of detail and its status. */
function Recent<T extends { id: string | number }>({
  title,
  empty,
  items,
  row,
}: {
  title: string;
  empty: string;
  items: T[];
  row: (item: T) => { name: string; detail: string; status: ReactNode };
}) {
  return (
    <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => {
            const { name, detail, status } = row(item);
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="break-words text-sm font-medium">{name}</p>
                  <p className="break-words text-xs text-slate-600 dark:text-slate-400">{detail}</p>
                </div>
                {status}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const n = (v: number) => formatNumber(v);

export function OverviewTab() {
  const t = useTexts(adminText);
  const overview = useAdminOverview();
  return (
    <Loaded
      query={overview}
      skeleton={<ListSkeleton label={t("overviewLoading")} rows={4} />}
      failed={messageText("adminLoadFailed")}
    >
      {(o) => <Overview o={o} />}
    </Loaded>
  );
}

function Overview({ o }: { o: AdminOverview }) {
  const t = useTexts(adminText);
  const day = (iso: string) => formatDay(new Date(iso), o.timezone);
  // A count the server estimated (docs/architecture.md, "Admin lists at scale").
  const about = (v: number, estimated: boolean) =>
    estimated ? t("listAbout", { count: n(v) }) : n(v);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card
          icon={Users}
          title={t("overviewUsers")}
          value={about(o.users.total, o.users.estimated)}
          detail={t("overviewUsersDetail", {
            active: about(o.users.active, o.users.estimated),
            pro: about(o.users.pro, o.users.estimated),
          })}
        />
        <Card
          icon={CreditCard}
          title={t("overviewPending")}
          value={about(o.payments.pending, o.payments.pendingEstimated)}
          detail={t("overviewPendingDetail", {
            approved: n(o.payments.approved),
            amount: formatRs(o.payments.approvedAmount),
          })}
        />
        <Card
          icon={TrendingUp}
          title={t("overviewRevenue")}
          value={formatRs(o.revenue.month)}
          detail={t("overviewRevenueDetail", { amount: formatRs(o.revenue.total) })}
        />
        <Card
          icon={Layers}
          title={t("overviewPlans")}
          value={n(o.plans.active)}
          detail={t("overviewPlansDetail", { total: n(o.plans.total) })}
        />
      </div>

      <DailyChart days={o.daily} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Recent
          title={t("overviewRecentPayments")}
          empty={t("overviewNoPayments")}
          items={o.recentPayments}
          row={(p) => ({
            name: p.userEmail,
            detail: `${p.plan} · ${formatRs(p.amount)} · ${day(p.createdAt)}`,
            status: <StatusBadge status={p.status} />,
          })}
        />
        <Recent
          title={t("overviewRecentUsers")}
          empty={t("overviewNoUsers")}
          items={o.recentUsers}
          row={(u) => ({
            name: u.displayName || u.email,
            detail: `${u.email} · ${u.plan} · ${day(u.createdAt)}`,
            status: <StatusPill active={u.status === "active"} />,
          })}
        />
      </div>
    </div>
  );
}
