import { describe, expect, it } from "vitest";
import { formatDay } from "./i18n/format.ts";
import { message } from "./messages.ts";
import { normalizeTid, paymentRequestSchema, rejectPaymentSchema, tidSchema } from "./payments.ts";

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("transaction ID", () => {
  it("is required: blank or whitespace gives the catalogue's message", () => {
    expect(firstError(tidSchema.safeParse(""))).toBe(message("purchaseEnterTid"));
    expect(firstError(tidSchema.safeParse("   \t "))).toBe(message("purchaseEnterTid"));
    expect(firstError(tidSchema.safeParse(undefined))).toBe(message("purchaseEnterTid"));
  });

  it("is 6 to 40 letters, digits or dashes once trimmed, at least 6 of them not dashes", () => {
    expect(tidSchema.parse("  TX-12345 ")).toBe("TX-12345");
    expect(tidSchema.safeParse("abc123").success).toBe(true);
    expect(tidSchema.safeParse("-ab-c1-23-").success).toBe(true);
    expect(tidSchema.safeParse("a".repeat(40)).success).toBe(true);
    const dashes = ["------", "ab-c-1-2", "-".repeat(40)];
    for (const bad of [
      "abc12",
      "a".repeat(41),
      "abc 123",
      "abc_123",
      "abc123!",
      "تراکنش123",
      ...dashes,
    ]) {
      expect(firstError(tidSchema.safeParse(bad))).toBe(message("purchaseTidFormat"));
    }
  });

  it("keeps only letters and digits, case-folded, so one ID is used once", () => {
    expect(normalizeTid("  AbC-12 34 ")).toBe("abc1234");
    expect(normalizeTid("abc-123456")).toBe(normalizeTid(" ABC-123456 "));
    const spellings = ["TX12345678", "tx-12345678", "T-X-1234-5678", " tx 1234-5678 "];
    expect(new Set(spellings.map(normalizeTid))).toEqual(new Set(["tx12345678"]));
  });
});

describe("payment request", () => {
  it("drops an amount sent by the client", () => {
    const parsed = paymentRequestSchema.parse({ planId: 2, tid: "abc123", amount: 1 });
    expect(parsed).toEqual({ planId: 2, billingCycle: "monthly", tid: "abc123" });
  });

  it("is for a plan as listed: yearly billing is refused with the catalogue's message", () => {
    expect(paymentRequestSchema.parse({ planId: 2, tid: "abc123" }).billingCycle).toBe("monthly");
    expect(
      firstError(
        paymentRequestSchema.safeParse({ planId: 2, billingCycle: "yearly", tid: "abc123" }),
      ),
    ).toBe(message("purchaseYearlyNotOffered"));
  });

  it("needs a plan id", () => {
    expect(firstError(paymentRequestSchema.safeParse({ tid: "abc123" }))).toBe(
      message("paymentChoosePlan"),
    );
  });

  it("takes an optional rejection reason", () => {
    expect(rejectPaymentSchema.parse({})).toEqual({ reason: null });
    expect(rejectPaymentSchema.parse({ reason: "  " })).toEqual({ reason: null });
    expect(rejectPaymentSchema.parse({ reason: " wrong amount " })).toEqual({
      reason: "wrong amount",
    });
  });
});

describe("approval notice", () => {
  it("writes the expiry date on the operator's calendar", () => {
    const at = new Date("2026-11-29T20:00:00Z");
    expect(formatDay(at, "UTC")).toBe("29 Nov 2026");
    expect(formatDay(at, "Asia/Karachi")).toBe("30 Nov 2026");
    expect(formatDay(new Date("2026-09-03T00:00:00Z"), "UTC")).toBe("3 Sep 2026");
  });
});
