import { describe, expect, it } from "vitest";
import { type PlanSnapshot, type PlanState, purchaseFields, purchaseOutcome } from "./purchase.ts";
import { isPlanExpired, quotaOf, UNLIMITED } from "./quota.ts";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-22T10:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * DAY);

const oneDay: PlanSnapshot = {
  planId: 1,
  name: "Quick Start",
  amount: 99,
  days: 1,
  voiceLimit: 10,
};
const week: PlanSnapshot = { planId: 2, name: "Creator Pro", amount: 200, days: 7, voiceLimit: 20 };
const month: PlanSnapshot = {
  planId: 4,
  name: "Enterprise",
  amount: 499,
  days: 30,
  voiceLimit: UNLIMITED,
};

const free: PlanState = {
  accountStatus: "free",
  planExpiresAt: null,
  upgradedAt: null,
  voicesGenerated: 1,
  voiceLimit: null,
};
const upgradedAt = days(-5);
/** Pro with `left` days to go, `used` of `limit` generations used. */
const pro = (left: number, used: number, limit: number): PlanState => ({
  accountStatus: "pro",
  planExpiresAt: days(left),
  upgradedAt,
  voicesGenerated: used,
  voiceLimit: limit,
});

/** Remaining generations after the purchase, as the API derives them. */
function remainingAfter(current: PlanState | null, s: PlanSnapshot) {
  const f = purchaseFields(current, s, now);
  return quotaOf({ ...f, status: "active" }, 2, now).remaining;
}

describe("a purchase with no active plan starts one", () => {
  it("from free: expiry = now + days, counter 0, the plan's generations and name", () => {
    expect(purchaseFields(free, week, now)).toEqual({
      accountStatus: "pro",
      planId: 2,
      planName: "Creator Pro",
      planAmount: 200,
      planExpiresAt: days(7),
      upgradedAt: now,
      voicesGenerated: 0,
      voiceLimit: 20,
    });
    expect(purchaseFields(null, week, now).planExpiresAt).toEqual(days(7));
  });

  it("after a pro plan has ended: nothing of the old plan is carried", () => {
    const ended = pro(-1, 3, 20);
    expect(purchaseFields(ended, oneDay, now)).toMatchObject({
      planExpiresAt: days(1),
      voicesGenerated: 0,
      voiceLimit: 10,
      upgradedAt: now,
    });
  });

  it("expires exactly after its days", () => {
    const f = purchaseFields(free, oneDay, now);
    expect(isPlanExpired(f, new Date(now.getTime() + DAY - 1))).toBe(false);
    expect(isPlanExpired(f, new Date(now.getTime() + DAY))).toBe(true);
  });
});

describe("a purchase on an active plan adds", () => {
  it("25 days left + 1 Day = 26 days; 15 of 20 left + 10 = 25 left", () => {
    const current = pro(25, 5, 20);
    const f = purchaseFields(current, oneDay, now);
    expect(f.planExpiresAt).toEqual(days(26));
    expect(remainingAfter(current, oneDay)).toBe(25);
    // The counter keeps counting (a running generation can still be given back); the plan's
    // start stays; the name and amount are the new purchase's.
    expect(f).toMatchObject({
      voicesGenerated: 5,
      voiceLimit: 30,
      upgradedAt,
      planName: "Quick Start",
      planAmount: 99,
      planId: 1,
    });
  });

  it("all generations used still adds the plan's", () => {
    expect(remainingAfter(pro(3, 20, 20), week)).toBe(20);
  });

  it("a counter past its limit counts as nothing left, never as a debt", () => {
    const f = purchaseFields(pro(3, 25, 20), week, now);
    expect(f.voiceLimit - f.voicesGenerated).toBe(20);
  });

  it("an unlimited plan stays unlimited when days are added, and makes a limited one unlimited", () => {
    const unlimited = pro(10, 40, UNLIMITED);
    expect(purchaseFields(unlimited, week, now)).toMatchObject({
      voiceLimit: UNLIMITED,
      planExpiresAt: days(17),
    });
    expect(purchaseFields(pro(2, 1, 20), month, now)).toMatchObject({
      voiceLimit: UNLIMITED,
      planExpiresAt: days(32),
    });
  });

  it("limited plans never add up to unlimited", () => {
    const f = purchaseFields(pro(2, 0, UNLIMITED - 5), week, now);
    expect(f.voiceLimit).toBe(UNLIMITED - 1);
  });
});

describe("purchaseOutcome (what the buyer is told)", () => {
  it("says whether it adds, when the current plan ends, and the result", () => {
    expect(purchaseOutcome(pro(25, 5, 20), oneDay, now)).toEqual({
      adds: true,
      currentEnd: days(25),
      expiresAt: days(26),
      unlimited: false,
      remaining: 25,
    });
    expect(purchaseOutcome(free, week, now)).toEqual({
      adds: false,
      currentEnd: null,
      expiresAt: days(7),
      unlimited: false,
      remaining: 20,
    });
    expect(purchaseOutcome(pro(1, 0, 10), month, now)).toMatchObject({
      adds: true,
      unlimited: true,
    });
  });
});
