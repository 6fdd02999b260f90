import { AlertTriangle, CheckCircle2, HelpCircle, RefreshCw, XCircle } from "lucide-react";
import { buttonClass } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { type ComponentStatus, type StatusReport, useStatus } from "./api.ts";

// Each state has an icon and a word as well as a colour, so it reads without colour vision.
const states = {
  up: { label: "Operational", icon: CheckCircle2, tone: "text-green-700 dark:text-green-400" },
  down: { label: "Unavailable", icon: XCircle, tone: "text-red-700 dark:text-red-400" },
  unknown: { label: "Unknown", icon: HelpCircle, tone: "text-slate-600 dark:text-slate-300" },
} as const;

const banners = {
  operational: {
    text: "All systems operational",
    icon: CheckCircle2,
    tone: "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/50 dark:text-green-100",
  },
  degraded: {
    text: "Some services are degraded",
    icon: AlertTriangle,
    tone: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100",
  },
  down: {
    text: "Service disruption",
    icon: XCircle,
    tone: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100",
  },
} as const;

function Row({ component }: { component: ComponentStatus }) {
  const state = states[component.state];
  const note =
    component.state === "unknown"
      ? "Not reported by this server"
      : component.ms !== null
        ? `Answered in ${component.ms} ms`
        : null;
  return (
    <li className="flex items-center justify-between gap-4 px-5 py-4">
      <div>
        <p className="font-medium">{component.name}</p>
        {note && <p className="text-sm text-slate-600 dark:text-slate-300">{note}</p>}
      </div>
      <p className={`flex shrink-0 items-center gap-1.5 text-sm font-semibold ${state.tone}`}>
        <state.icon className="size-5" aria-hidden="true" />
        {state.label}
      </p>
    </li>
  );
}

function Report({ report }: { report: StatusReport }) {
  const banner = banners[report.overall];
  const at = new Date(report.checkedAt);
  return (
    <>
      <p className={`flex items-center gap-3 rounded-xl border p-4 font-semibold ${banner.tone}`}>
        <banner.icon className="size-6 shrink-0" aria-hidden="true" />
        {banner.text}
      </p>
      <ul
        aria-label="Components"
        className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {report.components.map((c) => (
          <Row key={c.id} component={c} />
        ))}
      </ul>
      <p role="status" className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        Checked at{" "}
        <time dateTime={report.checkedAt}>
          {at.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" })}
        </time>
        .
      </p>
    </>
  );
}

export function StatusPage() {
  const site = useSite();
  usePageMeta("Status", `Live health of ${site.siteName}: the database and each speech engine.`);
  const status = useStatus();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Status</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Live health of {site.siteName}, checked on the server when you open this page.
          </p>
        </div>
        <button
          type="button"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          className={buttonClass("secondary")}
        >
          {status.isFetching ? <Spinner /> : <RefreshCw className="size-4" aria-hidden="true" />}
          {status.isFetching ? "Checking…" : "Refresh"}
        </button>
      </div>
      <div className="mt-8" aria-busy={status.isFetching}>
        {status.data ? (
          <Report report={status.data} />
        ) : status.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
            <Spinner className="size-5" /> Checking the services…
          </p>
        ) : (
          <p className="flex items-center gap-3 rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100">
            <XCircle className="size-6 shrink-0" aria-hidden="true" />
            Could not reach the server. The service may be down; try Refresh in a moment.
          </p>
        )}
      </div>
    </div>
  );
}
