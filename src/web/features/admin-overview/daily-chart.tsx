// Revenue and sign-ups per day over the last 30 days: plain SVG bars, no chart library. The
// figures are also in a visually hidden table, so a screen reader gets every number.
import type { OverviewDay } from "../../../domain/admin.ts";
import { formatNumber, formatRs } from "../../../domain/i18n/format.ts";
import { adminText } from "../../components/admin/texts.ts";
import { useTexts } from "../../lib/i18n.ts";

const W = 300;
const H = 100;

function Bars({
  days,
  value,
  color,
  label,
}: {
  days: OverviewDay[];
  value: (d: OverviewDay) => number;
  color: string;
  label: string;
}) {
  const max = Math.max(1, ...days.map(value));
  const step = W / Math.max(1, days.length);
  const bar = Math.max(1, step * 0.7);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      className="h-28 w-full"
      role="img"
      aria-label={label}
    >
      <line
        x1="0"
        y1={H - 0.5}
        x2={W}
        y2={H - 0.5}
        className="stroke-slate-300 dark:stroke-slate-700"
      />
      {days.map((d, i) => {
        const h = (value(d) / max) * (H - 4);
        return (
          <rect
            key={d.date}
            x={i * step + (step - bar) / 2}
            y={H - h}
            width={bar}
            height={h}
            className={color}
          >
            <title>{`${d.date}: ${formatNumber(value(d))}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

export function DailyChart({ days }: { days: OverviewDay[] }) {
  const t = useTexts(adminText);
  const revenue = days.reduce((s, d) => s + d.revenue, 0);
  const signups = days.reduce((s, d) => s + d.signups, 0);
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  return (
    <section
      aria-labelledby="daily-chart-title"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id="daily-chart-title" className="font-semibold">
        {t("chartTitle", { count: days.length })}
      </h3>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t("chartRevenue", { amount: formatRs(revenue) })}
          </p>
          <Bars
            days={days}
            value={(d) => d.revenue}
            color="fill-indigo-500 dark:fill-indigo-400"
            label={t("chartRevenueLabel", { first, last, amount: formatRs(revenue) })}
          />
        </div>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t("chartSignups", { count: formatNumber(signups) })}
          </p>
          <Bars
            days={days}
            value={(d) => d.signups}
            color="fill-emerald-500 dark:fill-emerald-400"
            label={t("chartSignupsLabel", { first, last, count: signups })}
          />
        </div>
      </div>
      <div
        className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400"
        aria-hidden="true"
      >
        <span>{first}</span>
        <span>{last}</span>
      </div>
      <table className="sr-only">
        <caption>{t("chartCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chartDay")}</th>
            <th scope="col">{t("chartRevenueColumn")}</th>
            <th scope="col">{t("chartSignupsColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{formatRs(d.revenue)}</td>
              <td>{d.signups}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
