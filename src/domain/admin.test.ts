import { describe, expect, it } from "vitest";
import {
  adminPasswordChangeSchema,
  adminUsersQuerySchema,
  containsPattern,
  planLabel,
} from "./admin.ts";
import { lastLocalDays, localDate, monthBounds, startOfLocalDay } from "./calendar.ts";
import { message } from "./messages.ts";

describe("monthBounds", () => {
  it("starts Karachi's month at local midnight (19:00 UTC the day before)", () => {
    const { start, end } = monthBounds(new Date("2026-03-15T10:00:00Z"), "Asia/Karachi");
    expect(start.toISOString()).toBe("2026-02-28T19:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-31T19:00:00.000Z");
  });

  it("puts the first local hours of a month in that month, not in UTC's previous one", () => {
    const { start } = monthBounds(new Date("2026-02-28T19:30:00Z"), "Asia/Karachi");
    expect(start.toISOString()).toBe("2026-02-28T19:00:00.000Z");
  });

  it("crosses the year and follows daylight saving time", () => {
    const dec = monthBounds(new Date("2026-12-20T12:00:00Z"), "Asia/Karachi");
    expect(dec.end.toISOString()).toBe("2026-12-31T19:00:00.000Z");
    const march = monthBounds(new Date("2026-03-20T12:00:00Z"), "America/New_York");
    expect(march.start.toISOString()).toBe("2026-03-01T05:00:00.000Z"); // EST
    expect(march.end.toISOString()).toBe("2026-04-01T04:00:00.000Z"); // EDT
    const utc = monthBounds(new Date("2026-03-20T12:00:00Z"), "UTC");
    expect(utc.start.toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });
});

describe("local days", () => {
  it("names the local calendar day", () => {
    expect(localDate(new Date("2026-02-28T18:30:00Z"), "Asia/Karachi")).toBe("2026-02-28");
    expect(localDate(new Date("2026-02-28T19:30:00Z"), "Asia/Karachi")).toBe("2026-03-01");
    expect(startOfLocalDay(2026, 3, 0, "Asia/Karachi").toISOString()).toBe(
      "2026-02-27T19:00:00.000Z",
    );
  });

  it("lists the last n days with their boundaries, today last", () => {
    const { dates, bounds } = lastLocalDays(new Date("2026-03-02T10:00:00Z"), "Asia/Karachi", 3);
    expect(dates).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(bounds.map((b) => b.toISOString())).toEqual([
      "2026-02-27T19:00:00.000Z",
      "2026-02-28T19:00:00.000Z",
      "2026-03-01T19:00:00.000Z",
      "2026-03-02T19:00:00.000Z",
    ]);
  });
});

describe("admin queries and forms", () => {
  it("reads the users query with defaults", () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ q: "", page: 1 });
    expect(adminUsersQuerySchema.parse({ q: " Ali ", page: "3" })).toEqual({ q: "Ali", page: 3 });
    expect(adminUsersQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });

  it("escapes LIKE wildcards typed by the admin", () => {
    expect(containsPattern("A_b%c\\")).toBe("%a\\_b\\%c\\\\%");
  });

  it("labels the plan, Free unless pro", () => {
    expect(planLabel("pro", "7 Days")).toBe("7 Days");
    expect(planLabel("free", "7 Days")).toBe("Free");
    expect(planLabel("pro", null)).toBe("Free");
  });

  it("checks the new admin password's length", () => {
    const short = adminPasswordChangeSchema.safeParse({
      currentPassword: "x",
      newPassword: "short",
    });
    expect(short.error?.issues[0]?.message).toBe(message("authPasswordLength"));
    const ok = { currentPassword: "x", newPassword: "long-enough" };
    expect(adminPasswordChangeSchema.safeParse(ok).success).toBe(true);
  });
});
