import { describe, expect, it } from "vitest";
import { GRANTED_PLAN_NAME, grantFields, type PlanState } from "./purchase.ts";
import { quotaOf, UNLIMITED } from "./quota.ts";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-22T10:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * DAY);
const FREE_QUOTA = 2;

const free = (used: number, voiceLimit: number | null = null): PlanState => ({
  accountStatus: "free",
  planExpiresAt: null,
  upgradedAt: null,
  voicesGenerated: used,
  voiceLimit,
});
const pro = (left: number, used: number, limit: number): PlanState => ({
  accountStatus: "pro",
  planExpiresAt: days(left),
  upgradedAt: days(-3),
  voicesGenerated: used,
  voiceLimit: limit,
});

/** The account after the grant, as the API derives it. */
function granted(current: PlanState, g: { generations?: number; days?: number }) {
  const fields = { ...current, ...grantFields(current, { generations: 0, days: 0, ...g }, now, 2) };
  return { fields, quota: quotaOf({ ...fields, status: "active" }, FREE_QUOTA, now) };
}

describe("a grant adds to what is left", () => {
  it("free: generations raise the account's own limit past the free quota", () => {
    const { fields, quota } = granted(free(1), { generations: 5 });
    expect(fields).toMatchObject({ accountStatus: "free", voicesGenerated: 1, voiceLimit: 7 });
    expect(quota.remaining).toBe(6);
    // A second grant adds again: 6 + 5 left.
    expect(granted(fields, { generations: 5 }).quota.remaining).toBe(11);
  });

  it("free with the quota used up: 0 left + 5 = 5", () => {
    expect(granted(free(2), { generations: 5 }).quota.remaining).toBe(5);
  });

  it("active plan: days use max(now, expiry) + days, generations grow the limit", () => {
    const { fields, quota } = granted(pro(25, 10, 20), { generations: 5, days: 1 });
    expect(fields.planExpiresAt).toEqual(days(26));
    expect(fields.voicesGenerated).toBe(10);
    expect(quota.remaining).toBe(15);
    expect(fields.upgradedAt).toEqual(days(-3));
  });

  it("active plan: days alone leave the generations as they were", () => {
    const { fields, quota } = granted(pro(3, 4, 20), { days: 7 });
    expect(fields.planExpiresAt).toEqual(days(10));
    expect(quota.remaining).toBe(16);
  });

  it("unlimited stays unlimited; finite grants never add up to unlimited", () => {
    expect(granted(pro(3, 4, UNLIMITED), { generations: 5 }).quota.unlimited).toBe(true);
    const big = granted(pro(3, 0, UNLIMITED - 2), { generations: 10 });
    expect(big.fields.voiceLimit).toBe(UNLIMITED - 1);
    expect(big.quota.unlimited).toBe(false);
  });

  it("free with days: a granted plan starts now with what was left plus the generations", () => {
    const { fields, quota } = granted(free(1), { days: 7, generations: 10 });
    expect(fields).toMatchObject({
      accountStatus: "pro",
      planName: GRANTED_PLAN_NAME,
      planAmount: 0,
      planExpiresAt: days(7),
      upgradedAt: now,
      voicesGenerated: 0,
    });
    expect(quota.remaining).toBe(11);
  });

  it("an ended plan counts as free: the free quota plus the grant", () => {
    const ended = pro(-1, 20, 20);
    expect(granted(ended, { generations: 3 }).fields).toMatchObject({
      accountStatus: "free",
      planName: null,
      planExpiresAt: null,
      voicesGenerated: 0,
      voiceLimit: 5,
    });
    expect(granted(ended, { days: 2 }).fields.planExpiresAt).toEqual(days(2));
  });
});
