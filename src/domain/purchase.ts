// What an approved purchase does to an account (docs/product.md section 4, "Buying more"). A purchase
// adds: a pro account with time left keeps its days and its unused generations, and the plan's
// are put on top. The server applies this on approval; the purchase modal and the plan card say
// it with the same function, so what the user is told is what happens.
import { freeProfileFields, isPlanExpired, isUnlimited, limitedTotal, UNLIMITED } from "./quota.ts";

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
  /** The current plan's total; while free, null (the free quota) or what an admin granted. */
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
  const used = current.voicesGenerated;
  return {
    ...bought,
    planExpiresAt: extendedExpiry(current, s.days, now),
    upgradedAt: current.upgradedAt ?? now,
    voicesGenerated: used,
    voiceLimit: addedLimit(used, current.voiceLimit ?? 0, s.voiceLimit),
  };
}

/** max(now, expiry) + days: what every addition of time to a plan does. */
function extendedExpiry(current: Pick<PlanState, "planExpiresAt">, days: number, now: Date): Date {
  const from = Math.max(now.getTime(), current.planExpiresAt?.getTime() ?? now.getTime());
  return new Date(from + days * DAY_MS);
}

/** The limit that leaves what was left plus `extra`; unlimited on either side stays unlimited. */
function addedLimit(used: number, limit: number, extra: number): number {
  if (isUnlimited(limit) || isUnlimited(extra)) return UNLIMITED;
  return limitedTotal(used + Math.max(0, limit - used) + extra);
}

/** What a plan started by an admin's grant of days is called (nothing was bought). */
export const GRANTED_PLAN_NAME = "Granted plan";

/**
 * The profile fields an admin's grant sets (docs/product.md section 4, "Grants"). A grant only
 * adds: generations left afterwards = what was left + the granted generations.
 *
 * - An active plan: expiry = max(now, expiry) + days and the limit grows, as a purchase does
 *   (a plan without an end keeps none).
 * - No active plan and days: a plan starts now for those days, with what was left of the free
 *   tier plus the granted generations.
 * - No active plan, generations only: the account stays free with its limit raised (a limit
 *   granted above the free quota is then the account's own).
 */
export function grantFields(
  current: PlanState | null,
  g: { generations: number; days: number },
  now: Date,
  freeQuota: number,
) {
  if (current && hasActivePlan(current, now)) {
    return {
      planExpiresAt:
        g.days > 0 && current.planExpiresAt
          ? extendedExpiry(current, g.days, now)
          : current.planExpiresAt,
      voiceLimit: addedLimit(current.voicesGenerated, current.voiceLimit ?? 0, g.generations),
    };
  }
  // A plan that has ended counts as free (section 4, "Pro to free").
  const free = current?.accountStatus === "free" ? current : null;
  const used = free?.voicesGenerated ?? 0;
  const limit = free?.voiceLimit ?? freeQuota;
  if (g.days > 0) {
    return {
      accountStatus: "pro" as const,
      planId: null,
      planName: GRANTED_PLAN_NAME,
      planAmount: 0,
      planExpiresAt: new Date(now.getTime() + g.days * DAY_MS),
      upgradedAt: now,
      voicesGenerated: 0,
      voiceLimit: addedLimit(0, Math.max(0, limit - used), g.generations),
    };
  }
  return {
    ...freeProfileFields,
    voicesGenerated: used,
    voiceLimit: addedLimit(used, limit, g.generations),
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
