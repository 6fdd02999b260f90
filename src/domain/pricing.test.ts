import { describe, expect, it } from "vitest";
import { formatRs } from "./i18n/format.ts";
import {
  applyDiscount,
  isDiscountActive,
  type PricedPlan,
  quote,
  yearlyDays,
  yearlyPrice,
  yearlyVoiceLimit,
} from "./pricing.ts";
import { isUnlimited, UNLIMITED } from "./quota.ts";

const now = new Date("2026-11-22T10:00:00Z");
const plan = (over: Partial<PricedPlan> = {}): PricedPlan => ({
  basePrice: 200,
  currentPrice: 200,
  duration: "7 Days",
  durationDays: 7,
  voiceLimit: 20,
  discountType: "none",
  discountValue: 0,
  discountExpiry: null,
  discountDescription: null,
  ...over,
});

describe("discounts", () => {
  it("takes a percentage off the base price, rounded", () => {
    const p = applyDiscount(
      plan({ basePrice: 99, discountType: "percentage", discountValue: 15 }),
      now,
    );
    expect(p.currentPrice).toBe(84); // 84.15
  });

  it("takes a fixed amount off, never below zero", () => {
    expect(
      applyDiscount(plan({ discountType: "fixed", discountValue: 50 }), now).currentPrice,
    ).toBe(150);
    expect(
      applyDiscount(plan({ discountType: "fixed", discountValue: 500 }), now).currentPrice,
    ).toBe(0);
  });

  it("computes from the base price even when the stored current price is stale", () => {
    const p = plan({ currentPrice: 1, discountType: "percentage", discountValue: 10 });
    expect(applyDiscount(p, now).currentPrice).toBe(180);
  });

  it("keeps the admin's current price when there is no discount", () => {
    expect(applyDiscount(plan({ currentPrice: 180 }), now).currentPrice).toBe(180);
  });

  it("applies a discount until its expiry, then ignores and clears it", () => {
    const expiry = new Date(now.getTime() + 1000);
    const p = plan({
      discountType: "percentage",
      discountValue: 50,
      discountExpiry: expiry,
      discountDescription: "Launch week",
      currentPrice: 100,
    });
    expect(isDiscountActive(p, now)).toBe(true);
    expect(applyDiscount(p, now).currentPrice).toBe(100);
    const later = applyDiscount(p, expiry);
    expect(isDiscountActive(p, expiry)).toBe(false);
    expect(later).toMatchObject({
      currentPrice: 200,
      discountType: "none",
      discountValue: 0,
      discountExpiry: null,
      discountDescription: null,
    });
  });

  it("treats a discount of 0 as none", () => {
    expect(isDiscountActive(plan({ discountType: "fixed", discountValue: 0 }), now)).toBe(false);
  });
});

describe("yearly arithmetic", () => {
  it("is 12 x monthly with 20% off, rounded", () => {
    expect([99, 200, 350, 499].map(yearlyPrice)).toEqual([950, 1920, 3360, 4790]);
  });

  it("gives 12 / 84 / 180 / 365 days and 120 / 240 / 348 / unlimited generations", () => {
    expect([1, 7, 15, 30].map(yearlyDays)).toEqual([12, 84, 180, 365]);
    expect([10, 20, 29, UNLIMITED].map(yearlyVoiceLimit)).toEqual([120, 240, 348, UNLIMITED]);
  });

  it("never makes a limited plan unlimited, however large", () => {
    for (const limit of [83_333, 83_334, 100_000, UNLIMITED - 1]) {
      const yearly = yearlyVoiceLimit(limit);
      expect(isUnlimited(yearly)).toBe(false);
      expect(yearly).toBe(Math.min(limit * 12, UNLIMITED - 1));
    }
  });

  it("saves up to Rs. 1,198 on the 499 plan", () => {
    const q = quote(plan({ basePrice: 499, currentPrice: 499, durationDays: 30 }), "yearly", now);
    expect(q).toMatchObject({ amount: 4790, originalAmount: 5988, savings: 1198, days: 365 });
    expect(formatRs(q.savings)).toBe("Rs. 1,198");
  });
});

describe("quote", () => {
  it("prices a monthly purchase with no reduction", () => {
    expect(quote(plan(), "monthly", now)).toEqual({
      billingCycle: "monthly",
      amount: 200,
      originalAmount: null,
      savings: 0,
      days: 7,
      voiceLimit: 20,
      durationLabel: "7 Days",
    });
  });

  it("shows the original amount and savings of a discounted plan", () => {
    const q = quote(plan({ discountType: "fixed", discountValue: 20 }), "monthly", now);
    expect(q).toMatchObject({ amount: 180, originalAmount: 200, savings: 20 });
  });

  it("labels a yearly purchase by its days", () => {
    const q = quote(plan(), "yearly", now);
    expect(q).toMatchObject({ amount: 1920, originalAmount: 2400, savings: 480, days: 84 });
    expect(q.durationLabel).toBe("84 Days");
    expect(q.voiceLimit).toBe(240);
  });
});
