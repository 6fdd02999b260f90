// What a plan costs and what it gives (docs/product.md sections 4 and 9). The server charges by these
// rules and the pricing page shows them, so the two compute prices with the same code.
import { endOfLocalDay } from "./calendar.ts";
import { isUnlimited, limitedTotal, UNLIMITED } from "./quota.ts";

export const DISCOUNT_TYPES = ["none", "percentage", "fixed"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const YEARLY_DISCOUNT_PERCENT = 20;
const MONTHS = 12;

export interface PricedPlan {
  basePrice: number;
  currentPrice: number;
  duration: string;
  durationDays: number;
  voiceLimit: number;
  discountType: DiscountType;
  discountValue: number;
  discountExpiry: Date | null;
  discountDescription: string | null;
}

export function isDiscountActive(
  p: Pick<PricedPlan, "discountType" | "discountValue" | "discountExpiry">,
  now: Date,
): boolean {
  if (p.discountType === "none" || p.discountValue <= 0) return false;
  return p.discountExpiry === null || p.discountExpiry > now;
}

export function discountedPrice(base: number, type: DiscountType, value: number): number {
  if (type === "percentage") {
    return Math.max(0, Math.round((base * (100 - Math.min(100, value))) / 100));
  }
  if (type === "fixed") return Math.max(0, base - value);
  return base;
}

/**
 * The plan as it sells now. An active discount is computed from the base price, so a stale
 * current price typed in the admin form cannot undercut it; an expired one is ignored and cleared
 * (docs/product.md section 4). Without a discount the admin's current price stands.
 */
export function applyDiscount<T extends PricedPlan>(plan: T, now: Date): T {
  if (plan.discountType === "none") return plan;
  if (!isDiscountActive(plan, now)) {
    return {
      ...plan,
      currentPrice: plan.basePrice,
      discountType: "none",
      discountValue: 0,
      discountExpiry: null,
      discountDescription: null,
    };
  }
  return {
    ...plan,
    currentPrice: discountedPrice(plan.basePrice, plan.discountType, plan.discountValue),
  };
}

/** Twelve months with 20% off, rounded to whole rupees: 99 -> 950, 499 -> 4790. */
export function yearlyPrice(monthly: number): number {
  return Math.round((monthly * MONTHS * (100 - YEARLY_DISCOUNT_PERCENT)) / 100);
}

/** 1 -> 12, 7 -> 84, 15 -> 180; a 30-day plan is a month, so twelve of them make 365 days. */
export function yearlyDays(days: number): number {
  return days % 30 === 0 ? (days / 30) * 365 : days * MONTHS;
}

/** 10 -> 120, 29 -> 348; unlimited stays unlimited, and a limited plan stays limited. */
export function yearlyVoiceLimit(limit: number): number {
  return isUnlimited(limit) ? UNLIMITED : limitedTotal(limit * MONTHS);
}

export function daysLabel(days: number): string {
  return days === 1 ? "1 Day" : `${days} Days`;
}

export interface Quote {
  billingCycle: BillingCycle;
  amount: number;
  /** What the buyer would have paid without any reduction; null when nothing was taken off. */
  originalAmount: number | null;
  savings: number;
  days: number;
  voiceLimit: number;
  /** The plan's label as the account shows it, such as "7 Days". */
  durationLabel: string;
}

/** Everything a purchase costs and gives, from the plan alone: the client never sets these. */
export function quote(plan: PricedPlan, cycle: BillingCycle, now: Date): Quote {
  const p = applyDiscount(plan, now);
  const monthly = cycle === "monthly";
  const full = monthly ? p.basePrice : p.basePrice * MONTHS;
  const amount = monthly ? p.currentPrice : yearlyPrice(p.currentPrice);
  const days = monthly ? p.durationDays : yearlyDays(p.durationDays);
  return {
    billingCycle: cycle,
    amount,
    originalAmount: full > amount ? full : null,
    savings: Math.max(0, full - amount),
    days,
    voiceLimit: monthly ? p.voiceLimit : yearlyVoiceLimit(p.voiceLimit),
    durationLabel: monthly ? p.duration : daysLabel(days),
  };
}

/** "Rs. 1,198", the way every page writes an amount. */

/** When a discount entered as a calendar day ends: the start of the next day in the operator's zone. */
export const discountExpiryAt = endOfLocalDay;
