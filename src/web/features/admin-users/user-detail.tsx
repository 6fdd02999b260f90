// One user as the admin sees them before helping: plan, payments, generations, sessions, keys and
// the audit entries about them, with the actions on top.
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import type { AdminUserDetail } from "../../../domain/admin-user.ts";
import { formatDay, formatNumber, formatRs } from "../../../domain/i18n/format.ts";
import { ListSkeleton, Loaded, StatusPill } from "../../components/admin/list-states.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { StatusBadge } from "../../components/status-badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { deviceName } from "../../lib/device-name.ts";
import { useTexts } from "../../lib/i18n.ts";
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
  const t = useTexts(adminText);
  return (
    <section className="space-y-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className={muted}>{t("userNone")}</p>
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
  const t = useTexts(adminText);
  const p = d.plan;
  const left = p.unlimited
    ? t("userUnlimited")
    : t("userLeftOf", { remaining: formatNumber(p.remaining), limit: formatNumber(p.limit) });
  const facts: [string, string][] = [
    [t("userPlan"), p.accountStatus === "pro" ? (p.planName ?? t("userPro")) : t("userFree")],
    [
      t("userEnds"),
      p.planExpiresAt ? t("userEndsOn", { day: day(p.planExpiresAt), days: p.daysLeft ?? 0 }) : "—",
    ],
    [t("userGenerationsLeft"), left],
    [t("usersColumnKeys"), String(d.user.apiKeys)],
    [t("usersColumnJoined"), day(d.user.createdAt)],
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
  const t = useTexts(adminText);
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
        className={buttonClass("ghost", "-ms-2 px-2")}
        onClick={onBack}
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("userBack")}
      </button>
      <Loaded
        query={query}
        skeleton={<ListSkeleton label={t("userLoading")} rows={4} />}
        failed={t("userLoadFailed")}
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
              <Section title={t("userPayments")} items={d.payments} keyOf={byId}>
                {(p) => (
                  <>
                    <span>
                      {`${p.plan} · ${formatRs(p.amount)}`}
                      <span className={`block font-mono ${muted}`}>{p.tid}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      <StatusBadge status={p.status} />
                      <span className={muted}>{day(p.createdAt)}</span>
                    </span>
                  </>
                )}
              </Section>
              <Section title={t("userGenerations")} items={d.generations} keyOf={byId}>
                {(g) => (
                  <>
                    <span className="min-w-0">
                      {g.textPreview}
                      <span className={`block ${muted}`}>
                        {`${g.voiceName} · ${g.engine}`}
                        {g.isApiGenerated ? " · API" : ""}
                      </span>
                    </span>
                    <span className={muted}>{day(g.createdAt)}</span>
                  </>
                )}
              </Section>
              <Section
                title={t("userSessions")}
                items={d.sessions}
                keyOf={(s) => `${s.createdAt}-${s.ipAddress}`}
              >
                {(s) => (
                  <>
                    <span className="min-w-0">
                      {deviceName(s.userAgent) ?? t("userUnknownBrowser")}
                      <span className={`block ${muted}`}>
                        {s.ipAddress ?? t("userUnknownAddress")}
                      </span>
                    </span>
                    <span className={muted}>{t("userLastSeen", { day: day(s.lastSeenAt) })}</span>
                  </>
                )}
              </Section>
              <Section title={t("userAudit")} items={d.audit} keyOf={byId}>
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
