// What an approved purchase does to an account (docs/product.md section 4, "Buying more"). A purchase
// adds: a pro account with time left keeps its days and its unused generations, and the plan's
// are put on top. The server applies this on approval; the purchase modal and the plan card say
// it with the same function, so what the user is told is what happens.
import { isPlanExpired, isUnlimited, UNLIMITED } from "./quota.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a payment recorded of the plan when it was made; approval reads only this. */
export interface PlanSnapshot {
  planId: number | null;
  /** The plan's name, such as "Creator Pro": what the account and the notices call it. */
  name: string;
  amount: number;
  days: number;
  voiceLimit: number;
}

/** The account as the purchase finds it (a profile row, or the profile the API answers). */
export interface PlanState {
  accountStatus: "free" | "pro";
  planExpiresAt: Date | null;
  upgradedAt: Date | null;
  /** Used in the current plan. */
  voicesGenerated: number;
  /** The current plan's total; null while free. */
  voiceLimit: number | null;
}

/** A pro plan that has not ended: the only kind a purchase adds to. */
export function hasActivePlan(s: Pick<PlanState, "accountStatus" | "planExpiresAt">, now: Date) {
  return s.accountStatus === "pro" && !isPlanExpired(s, now);
}

/**
 * The profile fields an approved purchase sets.
 *
 * - No active plan (free, or pro and ended): the upgrade of section 4: expiry = now + days, the counter
 *   starts at 0, the limit is the plan's. The free tier's unused generations are not carried.
 * - An active plan: expiry = max(now, expiry) + days. The counter keeps counting and the limit
 *   grows by the plan's generations, so remaining = what was left + the plan's generations (the
 *   counter is never reset under a running generation, which can then still be given back).
 *   Unlimited on either side makes the plan unlimited until it ends.
 */
export function purchaseFields(current: PlanState | null, s: PlanSnapshot, now: Date) {
  const bought = {
    accountStatus: "pro" as const,
    planId: s.planId,
    planName: s.name,
    planAmount: s.amount,
  };
  if (!current || !hasActivePlan(current, now)) {
    return {
      ...bought,
      planExpiresAt: new Date(now.getTime() + s.days * DAY_MS),
      upgradedAt: now,
      voicesGenerated: 0,
      voiceLimit: s.voiceLimit,
    };
  }
  const from = Math.max(now.getTime(), current.planExpiresAt?.getTime() ?? now.getTime());
  const used = current.voicesGenerated;
  const limit = current.voiceLimit ?? 0;
  const voiceLimit =
    isUnlimited(limit) || isUnlimited(s.voiceLimit)
      ? UNLIMITED
      : // Capped below UNLIMITED: enough finite plans must not add up to "unlimited".
        Math.min(UNLIMITED - 1, used + Math.max(0, limit - used) + s.voiceLimit);
  return {
    ...bought,
    planExpiresAt: new Date(from + s.days * DAY_MS),
    upgradedAt: current.upgradedAt ?? now,
    voicesGenerated: used,
    voiceLimit,
  };
}

export interface PurchaseOutcome {
  /** True when the purchase adds to an active plan rather than starting one. */
  adds: boolean;
  /** When the current plan ends (adds only). */
  currentEnd: Date | null;
  expiresAt: Date;
  unlimited: boolean;
  /** Generations left right after approval (UNLIMITED when unlimited). */
  remaining: number;
}

/** What approving `s` now would leave the account with: what the modal tells the buyer. */
export function purchaseOutcome(
  current: PlanState | null,
  s: PlanSnapshot,
  now: Date,
): PurchaseOutcome {
  const adds = current !== null && hasActivePlan(current, now);
  const after = purchaseFields(current, s, now);
  const unlimited = isUnlimited(after.voiceLimit);
  return {
    adds,
    currentEnd: adds ? (current?.planExpiresAt ?? null) : null,
    expiresAt: after.planExpiresAt,
    unlimited,
    remaining: unlimited ? UNLIMITED : Math.max(0, after.voiceLimit - after.voicesGenerated),
  };
}
