import { describe, expect, it } from "vitest";
import { formatDay, formatMoment, formatNumber, formatRs } from "./format.ts";

// 20:30 UTC on the 29th is already the 30th, 01:30, in Karachi: the operator's calendar decides.
const lateEvening = new Date("2026-11-29T20:30:00Z");
const zone = "Asia/Karachi";

describe("numbers, prices and days per locale", () => {
  it("groups digits and prices in rupees in both languages", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(1234567, "ur")).toBe("1,234,567");
    expect(formatRs(1500)).toBe("Rs. 1,500");
    expect(formatRs(1500, "ur")).toBe("Rs. 1,500");
  });

  it("dates a moment on the operator's calendar, with the month's name in the reader's language", () => {
    expect(formatDay(lateEvening, zone)).toBe("30 Nov 2026");
    expect(formatDay(lateEvening, zone, "ur")).toBe("30 نومبر، 2026");
    expect(formatDay(lateEvening, "UTC")).toBe("29 Nov 2026");
    expect(formatMoment(lateEvening, zone)).toBe("30 Nov 2026, 01:30");
    expect(formatMoment(lateEvening, zone, "ur")).toContain("نومبر");
  });
});
