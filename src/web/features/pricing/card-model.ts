// One shape for a pricing card, whether the plan came from the API or from the static set, with
// its price worked out by the domain's quote() so the page and the server agree on every rupee.
import type { PlanIcon, StaticPlan } from "../../../domain/plan-catalog.ts";
import type { PlanView } from "../../../domain/plans.ts";
import { type BillingCycle, type PricedPlan, quote } from "../../../domain/pricing.ts";
import { isUnlimited } from "../../../domain/quota.ts";
import { pricingText } from "./texts.ts";

export interface CardPlan {
  key: string;
  /** The server's id; null for a static card, which cannot be bought (the API is down). */
  id: number | null;
  name: string;
  badge: string | null;
  popular: boolean;
  icon: PlanIcon;
  gradient: string;
  free: boolean;
  features: string[];
  billingCycle: BillingCycle;
  amount: number;
  /** Struck through beside the amount when something was taken off. */
  originalAmount: number | null;
  savings: number;
  durationLabel: string;
  /** The days one purchase adds (0 for the free card). */
  days: number;
  voiceLimit: number;
  unlimited: boolean;
  discountDescription: string | null;
}

export function fromApi(plan: PlanView, now: Date): CardPlan {
  const priced: PricedPlan = {
    ...plan,
    discountExpiry: plan.discountExpiry ? new Date(plan.discountExpiry) : null,
  };
  // The API has applied the discount already; quoting again drops one that ran out while the
  // page stayed open.
  const q = quote(priced, "monthly", now);
  return {
    key: `plan-${plan.id}`,
    id: plan.id,
    name: plan.name,
    badge: plan.badge ?? (plan.popular ? pricingText("mostPopular") : null),
    popular: plan.popular,
    icon: plan.icon,
    gradient: plan.gradient,
    free: false,
    features: plan.features,
    billingCycle: "monthly",
    ...cardPrice(q),
    discountDescription: q.savings > 0 ? plan.discountDescription : null,
  };
}

export function fromStatic(plan: StaticPlan, cycle: BillingCycle, now: Date): CardPlan {
  const base = {
    key: plan.key,
    id: null,
    name: plan.name,
    badge: plan.badge,
    popular: plan.popular,
    icon: plan.icon,
    gradient: plan.gradient,
    free: plan.free,
    features: plan.features,
    billingCycle: cycle,
    discountDescription: null,
  };
  if (plan.free) {
    return {
      ...base,
      amount: 0,
      originalAmount: null,
      savings: 0,
      durationLabel: plan.duration,
      days: 0,
      voiceLimit: plan.voiceLimit,
      unlimited: false,
    };
  }
  const q = quote(
    {
      ...plan,
      currentPrice: plan.price,
      discountType: "none",
      discountValue: 0,
      discountExpiry: null,
      discountDescription: null,
    },
    cycle,
    now,
  );
  return {
    ...base,
    ...cardPrice(q),
    features: cycle === "yearly" ? plan.features.map((f) => yearlyFeature(f, q)) : plan.features,
  };
}

/** What a card shows from the price quote: the amount, the saving, the duration and the quota. */
function cardPrice(q: ReturnType<typeof quote>) {
  return {
    amount: q.amount,
    originalAmount: q.originalAmount,
    savings: q.savings,
    durationLabel: q.durationLabel,
    days: q.days,
    voiceLimit: q.voiceLimit,
    unlimited: isUnlimited(q.voiceLimit),
  };
}

// The static set's feature lines name the monthly quota and days ("10 voice generations",
// "1 day access"); on a yearly card they would contradict the price above them.
function yearlyFeature(line: string, q: { voiceLimit: number; days: number }): string {
  if (/^(\d+|unlimited) voice generations$/i.test(line))
    return isUnlimited(q.voiceLimit)
      ? pricingText("yearlyUnlimited")
      : pricingText("yearlyGenerations", { count: q.voiceLimit });
  if (/^\d+ days? access$/i.test(line)) return pricingText("yearlyDays", { count: q.days });
  return line;
}
