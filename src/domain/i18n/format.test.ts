import { describe, expect, it, vi } from "vitest";
import { utcOffsetMinutes } from "../calendar.ts";
import { formatDay, formatList, formatMoment, formatNumber, formatRs } from "./format.ts";

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

  it("groups whole numbers exactly as Intl does, without asking Intl", () => {
    const intl = { en: new Intl.NumberFormat("en-US"), ur: new Intl.NumberFormat("ur") };
    const values = [0, 7, 999, 1000, 1500, 99_999, 100_000, 1_234_567, Number.MAX_SAFE_INTEGER];
    for (const v of [...values, ...values.slice(1).map((v) => -v)]) {
      expect(formatNumber(v)).toBe(intl.en.format(v));
      expect(formatNumber(v, "ur")).toBe(intl.ur.format(v));
    }
    expect(formatNumber(1234.5)).toBe("1,234.5");
  });

  it("writes fractions exactly as Intl does, rounded to three decimals, without asking Intl", () => {
    const intl = { en: new Intl.NumberFormat("en-US"), ur: new Intl.NumberFormat("ur") };
    const halves = [0.0005, 0.0015, 1.0005, 2.675, 9.9995, 999.9995, 99_999.9995, 0.00049];
    const edges = [0.1, 0.25, 1234.5678, 1e15 + 0.5, 1e20, 4e-7, 1e21, -0, -0.0001, -1234.5];
    // A fixed spread of magnitudes and decimals (no randomness: a failure names its value).
    const spread = Array.from({ length: 400 }, (_, i) => ((i * 7919) % 100_003) / 10 ** (i % 7));
    const values = [...halves, ...edges, ...spread, ...spread.map((v) => -v)];
    for (const v of values) {
      expect([v, formatNumber(v)]).toEqual([v, intl.en.format(v)]);
      expect([v, formatNumber(v, "ur")]).toEqual([v, intl.ur.format(v)]);
    }
    expect(formatNumber(1.0005)).toBe("1.001");
    expect(formatNumber(0.1, "ur")).toBe("0.1");
  });

  it("asks Intl nothing for whole numbers, fractions and English negatives", () => {
    // Intl's use is watched, not only its making: the formatters made above are kept (a memo).
    const used = vi.spyOn(Intl.NumberFormat.prototype as { format: unknown }, "format", "get");
    const made = vi.spyOn(Intl, "NumberFormat"); // last: its spy has a prototype of its own
    for (const v of [0, 0.1, 5, 1234.5678, 1_500, -1_234.5]) formatNumber(v);
    for (const v of [0, 0.1, 5, 1234.5678, 1_500]) formatNumber(v, "ur");
    expect(made).not.toHaveBeenCalled();
    expect(used).not.toHaveBeenCalled();
    formatNumber(-1.5, "ur");
    expect(used).toHaveBeenCalledTimes(1);
  });

  it("writes an English moment from the zone's offset, when given, as from the zone's rules", () => {
    const zones = ["Asia/Karachi", "Asia/Kolkata", "America/New_York", "Australia/Adelaide", "UTC"];
    // Every 7 hours and 13 minutes through a year: both sides of each summer-time change.
    const moments = Array.from(
      { length: 1220 },
      (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 433 * 60_000),
    );
    for (const zone of zones) {
      // What English read before the parts were joined here, but for September's "Sept".
      const enGB = new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        dateStyle: "medium",
        timeStyle: "short",
      });
      for (const at of moments) {
        expect(formatMoment(at, zone)).toBe(enGB.format(at).replace("Sept", "Sep"));
        const offset = utcOffsetMinutes(at, zone);
        expect([zone, at, formatMoment(at, zone, "en", offset)]).toEqual([
          zone,
          at,
          formatMoment(at, zone),
        ]);
      }
    }
    const asked = [
      vi.spyOn(Intl.DateTimeFormat.prototype as { format: unknown }, "format", "get"),
      vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts"),
      vi.spyOn(Intl, "DateTimeFormat"), // last: its spy has a prototype of its own
    ];
    expect(formatMoment(lateEvening, zone, "en", 300)).toBe("30 Nov 2026, 01:30");
    for (const spy of asked) expect(spy).not.toHaveBeenCalled();
  });

  it("joins English lists exactly as Intl does, and Urdu ones with Intl", () => {
    const intl = new Intl.ListFormat("en", { type: "conjunction" });
    const wallets = ["JazzCash", "Easypaisa", "SadaPay", "NayaPay"];
    for (let n = 0; n <= wallets.length; n += 1) {
      expect(formatList(wallets.slice(0, n))).toBe(intl.format(wallets.slice(0, n)));
    }
    const urdu = new Intl.ListFormat("ur", { type: "conjunction" });
    expect(formatList(wallets, "ur")).toBe(urdu.format(wallets));
  });

  it("dates a moment on the operator's calendar, with the month's name in the reader's language", () => {
    expect(formatDay(lateEvening, zone)).toBe("30 Nov 2026");
    expect(formatDay(lateEvening, zone, "ur")).toBe("30 نومبر، 2026");
    expect(formatDay(lateEvening, "UTC")).toBe("29 Nov 2026");
    expect(formatMoment(lateEvening, zone)).toBe("30 Nov 2026, 01:30");
    expect(formatMoment(new Date("2026-09-05T04:07:00Z"), "UTC")).toBe("5 Sep 2026, 04:07");
    expect(formatMoment(lateEvening, zone, "ur")).toContain("نومبر");
  });
});
