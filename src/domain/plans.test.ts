import { describe, expect, it } from "vitest";
import { message } from "./messages.ts";
import { maxYearlySavings, planFormSchema, SEED_PLANS, STATIC_PLANS } from "./plans.ts";
import { discountExpiryAt } from "./pricing.ts";
import { UNLIMITED } from "./quota.ts";

const valid = {
  name: "Weekend",
  duration: "2 Days",
  durationDays: 2,
  basePrice: 150,
  currentPrice: 150,
  voiceLimit: 15,
};

describe("plan form", () => {
  it("accepts the required fields and fills the defaults", () => {
    expect(planFormSchema.parse(valid)).toMatchObject({
      ...valid,
      features: [],
      icon: "Zap",
      gradient: "from-blue-500 to-cyan-500",
      popular: false,
      badge: null,
      isActive: true,
      discountType: "none",
      discountValue: 0,
      discountExpiry: null,
    });
  });

  it("requires name, duration, days, prices and limit", () => {
    for (const key of Object.keys(valid)) {
      const { [key as keyof typeof valid]: _, ...rest } = valid;
      expect(planFormSchema.safeParse(rest).success).toBe(false);
    }
    const blank = planFormSchema.safeParse({ ...valid, name: "  " });
    expect(blank.error?.issues[0]?.message).toBe(message("planRequired", { field: "Name" }));
  });

  it("wants whole numbers for prices, limit and discount", () => {
    for (const key of ["basePrice", "currentPrice", "voiceLimit", "durationDays"]) {
      const r = planFormSchema.safeParse({ ...valid, [key]: 1.5 });
      expect(r.error?.issues[0]?.message).toMatch(/whole number/);
    }
    const r = planFormSchema.safeParse({ ...valid, discountType: "fixed", discountValue: 2.5 });
    expect(r.success).toBe(false);
  });

  it("drops blank features", () => {
    const p = planFormSchema.parse({ ...valid, features: [" Fast ", "", "   ", "Clear"] });
    expect(p.features).toEqual(["Fast", "Clear"]);
  });

  it("clears discount value, expiry and description when the type is none", () => {
    const p = planFormSchema.parse({
      ...valid,
      discountValue: 30,
      discountExpiry: "2026-12-31",
      discountDescription: "x",
    });
    expect(p).toMatchObject({ discountValue: 0, discountExpiry: null, discountDescription: null });
  });

  it("bounds percentage and fixed discounts", () => {
    const pct = (v: number) =>
      planFormSchema.safeParse({ ...valid, discountType: "percentage", discountValue: v }).success;
    expect([pct(0), pct(1), pct(100), pct(101)]).toEqual([false, true, true, false]);
    const fixed = (v: number) =>
      planFormSchema.safeParse({ ...valid, discountType: "fixed", discountValue: v }).success;
    expect([fixed(0), fixed(150), fixed(151)]).toEqual([false, true, false]);
  });

  it("accepts a calendar day or an instant as the discount expiry", () => {
    const withExpiry = (v: string) =>
      planFormSchema.safeParse({
        ...valid,
        discountType: "percentage",
        discountValue: 10,
        discountExpiry: v,
      });
    expect(withExpiry("2026-12-31").success).toBe(true);
    expect(withExpiry("2026-12-31T18:00:00+05:00").success).toBe(true);
    expect(withExpiry("").data?.discountExpiry).toBe(null);
    expect(withExpiry("tomorrow").success).toBe(false);
  });
});

describe("discount expiry day", () => {
  it("ends at the next midnight on the operator's calendar", () => {
    expect(discountExpiryAt("2026-12-31", "Asia/Karachi").toISOString()).toBe(
      "2026-12-31T19:00:00.000Z",
    );
    expect(discountExpiryAt("2026-12-31", "UTC").toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(discountExpiryAt("2026-12-31T10:00:00Z", "Asia/Karachi").toISOString()).toBe(
      "2026-12-31T10:00:00.000Z",
    );
  });
});

describe("seed and static plans", () => {
  it("are the four seeded plans", () => {
    expect(
      SEED_PLANS.map((p) => [p.name, p.basePrice, p.duration, p.durationDays, p.voiceLimit]),
    ).toEqual([
      ["Quick Start", 99, "1 Day", 1, 10],
      ["Creator Pro", 200, "7 Days", 7, 20],
      ["Business", 350, "15 Days", 15, 29],
      ["Enterprise", 499, "30 Days", 30, UNLIMITED],
    ]);
    expect(SEED_PLANS.filter((p) => p.popular).map((p) => p.badge)).toEqual(["Most Popular"]);
    expect(SEED_PLANS.map((p) => p.icon)).toEqual(["Gift", "Star", "Users", "Crown"]);
  });

  it("adds a Free card to the static set and saves up to Rs. 1,198 yearly", () => {
    expect(STATIC_PLANS[0]).toMatchObject({ free: true, price: 0 });
    expect(STATIC_PLANS).toHaveLength(5);
    expect(maxYearlySavings(STATIC_PLANS)).toBe(1198);
  });
});
