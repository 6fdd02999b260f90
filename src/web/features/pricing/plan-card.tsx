import { Check } from "lucide-react";
import { formatRs } from "../../../domain/i18n/format.ts";
import { durationText } from "../../components/plan-duration.ts";
import { PlanIcon } from "../../components/plan-icon.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { WasPrice } from "../../components/was-price.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import type { CardPlan } from "./card-model.ts";
import { pricingText } from "./texts.ts";

export function PlanCard({ plan, onChoose }: { plan: CardPlan; onChoose: (p: CardPlan) => void }) {
  const t = useTexts(pricingText);
  const locale = useLocale();
  const headingId = `${plan.key}-name`;
  const saved = formatRs(plan.savings, locale);
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.popular
          ? "border-indigo-500 ring-2 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      {plan.badge && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">
          {plan.badge}
        </span>
      )}
      <PlanIcon icon={plan.icon} gradient={plan.gradient} />
      {/* The operator's words (name, features) keep their own direction inside an Urdu page. */}
      <h2 id={headingId} className="mt-4 text-lg font-semibold">
        <bdi>{plan.name}</bdi>
      </h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold">
          {plan.free ? t("free") : formatRs(plan.amount, locale)}
        </span>
        {plan.originalAmount !== null && <WasPrice amount={plan.originalAmount} />}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{durationText(plan)}</p>
      {plan.savings > 0 && (
        <p className="mt-1 text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {plan.discountDescription
            ? t("youSaveWhy", { amount: saved, why: plan.discountDescription })
            : t("youSave", { amount: saved })}
        </p>
      )}
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check
              className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              aria-hidden="true"
            />
            <bdi>{f}</bdi>
          </li>
        ))}
      </ul>
      {/* A link to this page wanting the plan (?buy=), so it works before the page's script has
          run (the server's HTML): the page then opens the plan's purchase or the sign-up. Once
          it runs, a click does that at once. */}
      <a
        href={`/pricing?${new URLSearchParams({ buy: plan.key })}`}
        className={buttonClass(plan.popular ? "primary" : "secondary", "mt-6 w-full")}
        onClick={(e) => {
          e.preventDefault();
          onChoose(plan);
        }}
        // Each card's link says which plan it chooses; the name starts with the visible text.
        aria-label={t(plan.free ? "startFreeLabel" : "choosePlanLabel", { plan: plan.name })}
      >
        {t(plan.free ? "startFree" : "choosePlan")}
      </a>
    </article>
  );
}

export function PlanCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-96 animate-pulse flex-col gap-4 rounded-2xl border border-slate-200 p-6 motion-reduce:animate-none dark:border-slate-800"
    >
      <div className="size-11 rounded-xl bg-slate-200 dark:bg-slate-800" />
      <div className="h-5 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-8 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="flex-1 space-y-2">
        <div className="h-3 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3 w-4/6 rounded bg-slate-200 dark:bg-slate-800" />
      </div>
      <div className="h-10 rounded-lg bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
