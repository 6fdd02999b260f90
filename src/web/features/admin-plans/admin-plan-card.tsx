import { formatDay, formatRs } from "../../../domain/i18n/format.ts";
import type { PlanView } from "../../../domain/plans.ts";
import { daysLabel } from "../../../domain/pricing.ts";
import type { RowActions } from "../../components/admin/editable-list.tsx";
import { editDelete, RowButtons } from "../../components/admin/row-buttons.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { PlanIcon } from "../../components/plan-icon.tsx";
import { WasPrice } from "../../components/was-price.tsx";
import { useTexts } from "../../lib/i18n.ts";

export function AdminPlanCard({
  plan,
  timezone,
  act,
}: {
  plan: PlanView;
  timezone: string;
  act: RowActions<PlanView>;
}) {
  const t = useTexts(adminText);
  const headingId = `admin-plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <PlanIcon icon={plan.icon} gradient={plan.gradient} />
        <div className="flex flex-wrap justify-end gap-1">
          {plan.badge && (
            <Tag className="bg-indigo-100 text-indigo-900 dark:bg-indigo-900/50 dark:text-indigo-200">
              {plan.badge}
            </Tag>
          )}
          {plan.popular && (
            <Tag className="bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
              {t("plansPopular")}
            </Tag>
          )}
          {!plan.isActive && (
            <Tag className="bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              {t("statusInactive")}
            </Tag>
          )}
        </div>
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold">{formatRs(plan.price)}</span>
        {plan.price !== plan.basePrice && <WasPrice amount={plan.basePrice} />}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {plan.duration}
        {plan.duration === daysLabel(plan.durationDays) ? "" : ` (${daysLabel(plan.durationDays)})`}
        {" · "}
        {plan.unlimited ? t("plansUnlimited") : t("plansGenerations", { count: plan.voiceLimit })}
      </p>
      {plan.discountActive && (
        <p className="mt-1 text-sm text-emerald-700 dark:text-emerald-400">
          {plan.discountType === "percentage"
            ? t("plansPercentOff", { value: plan.discountValue })
            : t("plansAmountOff", { amount: formatRs(plan.discountValue) })}
          {plan.discountExpiry &&
            ` ${t("plansUntil", {
              day: formatDay(new Date(new Date(plan.discountExpiry).getTime() - 1), timezone),
            })}`}
          {plan.discountDescription ? ` · ${plan.discountDescription}` : ""}
        </p>
      )}
      <ul className="mt-3 flex-1 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-4 flex gap-2">
        <RowButtons
          of={plan.name}
          className="flex-1"
          buttons={editDelete(act, plan, "secondary")}
        />
      </div>
    </article>
  );
}

function Tag({ className, children }: { className: string; children: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}

export function PlansSkeleton() {
  const t = useTexts(adminText);
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t("plansLoading")}</span>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="h-64 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800"
        />
      ))}
    </div>
  );
}
