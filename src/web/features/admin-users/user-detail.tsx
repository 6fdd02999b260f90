// One user as the admin sees them before helping: plan, payments, generations, sessions, keys and
// the audit entries about them, with the actions on top.
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { type AdminUserDetail, adminUserText } from "../../../domain/admin-user.ts";
import { formatDay } from "../../../domain/payments.ts";
import { formatRs } from "../../../domain/pricing.ts";
import { ListSkeleton, Loaded, StatusPill } from "../../components/admin/list-states.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useSite } from "../../lib/site.ts";
import { useAdminUser } from "./api.ts";
import { UserActions } from "./user-actions.tsx";

const muted = "text-xs text-slate-600 dark:text-slate-400";

/** One titled list of the user's rows, "None." when it has none. */
function Section<T>({
  title,
  items,
  keyOf,
  children,
}: {
  title: string;
  items: T[];
  keyOf: (item: T) => string | number;
  /** A row: what it is, then (on the right) its date. */
  children: (item: T) => ReactNode;
}) {
  return (
    <section className="space-y-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className={muted}>None.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
          {items.map((item) => (
            <li
              key={keyOf(item)}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 break-words"
            >
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const byId = (row: { id: string | number }) => row.id;

function PlanSummary({ d, day }: { d: AdminUserDetail; day: (iso: string) => string }) {
  const p = d.plan;
  const left = p.unlimited
    ? "Unlimited"
    : `${p.remaining.toLocaleString("en-US")} of ${p.limit.toLocaleString("en-US")}`;
  const facts: [string, string][] = [
    ["Plan", p.accountStatus === "pro" ? (p.planName ?? "Pro") : "Free"],
    ["Ends", p.planExpiresAt ? `${day(p.planExpiresAt)} (${p.daysLeft ?? 0} days left)` : "—"],
    ["Generations left", left],
    ["API keys", String(d.user.apiKeys)],
    ["Joined", day(d.user.createdAt)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 text-sm sm:grid-cols-3 dark:border-slate-800">
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt className={muted}>{k}</dt>
          <dd className="font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function UserDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { timezone } = useSite();
  const query = useAdminUser(id);
  const day = (iso: string) => formatDay(new Date(iso), timezone);
  // The view replaces the table under the keyboard's focus: start from Back, not from the page top.
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);

  return (
    <div className="space-y-6">
      <button
        ref={back}
        type="button"
        className={buttonClass("ghost", "-ml-2 px-2")}
        onClick={onBack}
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to users
      </button>
      <Loaded
        query={query}
        skeleton={<ListSkeleton label="Loading the user" rows={4} />}
        failed={adminUserText.detailLoadFailed}
      >
        {(d) => (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-xl font-bold break-all">{d.user.displayName}</h2>
              <StatusPill active={d.user.status === "active"} />
              <p className={`w-full ${muted} break-all`}>{d.user.email}</p>
            </div>
            <PlanSummary d={d} day={day} />
            <UserActions detail={d} onDeleted={onBack} />
            <div className="grid gap-6 lg:grid-cols-2">
              <Section title="Payments" items={d.payments} keyOf={byId}>
                {(p) => (
                  <>
                    <span>
                      {p.plan} · {formatRs(p.amount)}
                      <span className={`block font-mono ${muted}`}>{p.tid}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      <StatusBadge status={p.status} />
                      <span className={muted}>{day(p.createdAt)}</span>
                    </span>
                  </>
                )}
              </Section>
              <Section title="Last generations" items={d.generations} keyOf={byId}>
                {(g) => (
                  <>
                    <span className="min-w-0">
                      {g.textPreview}
                      <span className={`block ${muted}`}>
                        {g.voiceName} · {g.engine}
                        {g.isApiGenerated ? " · API" : ""}
                      </span>
                    </span>
                    <span className={muted}>{day(g.createdAt)}</span>
                  </>
                )}
              </Section>
              <Section
                title="Signed in on"
                items={d.sessions}
                keyOf={(s) => `${s.createdAt}-${s.ipAddress}`}
              >
                {(s) => (
                  <>
                    <span className="min-w-0">
                      {s.userAgent ?? "Unknown browser"}
                      <span className={`block ${muted}`}>{s.ipAddress ?? "unknown address"}</span>
                    </span>
                    <span className={muted}>last seen {day(s.lastSeenAt)}</span>
                  </>
                )}
              </Section>
              <Section title="Audit log about this user" items={d.audit} keyOf={byId}>
                {(a) => (
                  <>
                    <span className="min-w-0">
                      <span className="font-mono">{a.action}</span>
                      {typeof a.detail?.reason === "string" && (
                        <span className={`block ${muted}`}>{a.detail.reason}</span>
                      )}
                    </span>
                    <span className={muted}>{day(a.createdAt)}</span>
                  </>
                )}
              </Section>
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}
