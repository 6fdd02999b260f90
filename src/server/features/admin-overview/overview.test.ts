import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
  testClock,
} from "../../../../tests/helpers/test-server.ts";
import type { AdminOverview } from "../../../domain/admin.ts";
import { payments, plans, user } from "../../db/schema.ts";
import { insertPayment, insertUser } from "../admin-users/test-fixtures.ts";

// 15:00 in Karachi (UTC+5) on 15 March 2026: this month began at 2026-02-28T19:00Z.
const clock = testClock(new Date("2026-03-15T10:00:00Z"));
const at = (iso: string) => new Date(iso);

let server: TestServer;
let admin: TestClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ now: clock });
  const { db } = server.deps;
  const a = await insertUser(db, {
    email: "a@example.com",
    createdAt: at("2026-03-15T04:00:00Z"),
    profile: {
      accountStatus: "pro",
      planName: "30 Days",
      planExpiresAt: at("2026-04-01T00:00:00Z"),
    },
  });
  const b = await insertUser(db, {
    email: "b@example.com",
    createdAt: at("2026-02-28T19:30:00Z"), // 1 March, 00:30 in Karachi
    profile: { status: "inactive" },
  });
  await insertUser(db, {
    email: "c@example.com",
    createdAt: at("2026-02-28T18:30:00Z"),
    profile: null,
  });
  await insertUser(db, {
    email: "d@example.com",
    createdAt: at("2026-01-01T00:00:00Z"),
    profile: {
      accountStatus: "pro",
      planName: "7 Days",
      planExpiresAt: at("2026-03-01T00:00:00Z"),
    },
  });
  await insertUser(db, { email: "e@example.com", createdAt: at("2026-03-10T12:00:00Z") });

  const pay = (
    name: string,
    amount: number,
    status: "pending" | "approved" | "rejected",
    createdAt: string,
    processedAt: string | null,
  ) =>
    insertPayment(db, {
      userId: name === "p5" ? b : a,
      amount,
      status,
      createdAt: at(createdAt),
      processedAt: processedAt ? at(processedAt) : null,
    }).then((id) => {
      ids[name] = id;
    });
  await pay("p1", 200, "approved", "2026-03-14T10:00:00Z", "2026-03-14T12:00:00Z");
  // Approved at 23:30 on 28 February in Karachi, the last evening of last month: not counted.
  await pay("p2", 99, "approved", "2026-02-28T18:00:00Z", "2026-02-28T18:30:00Z");
  // Approved at 00:30 on 1 March in Karachi (still 28 February in UTC): it counts this month.
  await pay("p3", 350, "approved", "2026-02-27T10:00:00Z", "2026-02-28T19:30:00Z");
  // Never processed (older data): its creation time counts.
  await pay("p4", 499, "approved", "2026-03-02T10:00:00Z", null);
  await pay("p5", 200, "pending", "2026-03-15T09:00:00Z", null);
  await pay("p6", 99, "rejected", "2026-03-13T10:00:00Z", "2026-03-13T11:00:00Z");
  await pay("p7", 1000, "approved", "2025-12-01T10:00:00Z", "2025-12-01T11:00:00Z");

  const plan = {
    basePrice: 99,
    currentPrice: 99,
    duration: "1 Day",
    durationDays: 1,
    voiceLimit: 10,
  };
  // The app seeds the four plans at start; this data set brings its own.
  await db.delete(plans);
  await db.insert(plans).values([
    { ...plan, name: "Quick Start" },
    { ...plan, name: "Hidden", isActive: false },
    { ...plan, name: "Deleted", deletedAt: at("2026-03-01T00:00:00Z") },
  ]);

  admin = server.client();
  await admin.adminSignIn(TEST_ADMIN_PASSWORD);
});
afterAll(() => server.close());

describe("GET /api/admin/overview", () => {
  it("computes the cards in the operator's time zone", async () => {
    const res = await admin.json<AdminOverview>("/api/admin/overview");
    expect(res.status).toBe(200);
    const o = res.body;
    expect(o.users).toEqual({ total: 5, active: 4, pro: 1, estimated: false });
    expect(o.payments).toEqual({
      pending: 1,
      pendingEstimated: false,
      approved: 5,
      approvedAmount: 2148,
    });
    expect(o.revenue).toEqual({ month: 200 + 350 + 499, total: 2148 });
    expect(o.plans).toEqual({ active: 1, total: 2 });
    expect(o.timezone).toBe("Asia/Karachi");
    expect(o.month).toEqual({ start: "2026-02-28T19:00:00.000Z", end: "2026-03-31T19:00:00.000Z" });
  });

  it("lists the 5 most recent payments and users, newest first", async () => {
    const o = (await admin.json<AdminOverview>("/api/admin/overview")).body;
    expect(o.recentPayments.map((p) => p.id)).toEqual(
      ["p5", "p1", "p6", "p4", "p2"].map((k) => ids[k]),
    );
    expect(o.recentPayments[0]).toMatchObject({ amount: 200, status: "pending", plan: "7 Days" });
    expect(o.recentUsers.map((u) => u.email)).toEqual(
      ["a", "e", "b", "c", "d"].map((k) => `${k}@example.com`),
    );
    // d's plan ran out on 1 March: shown as free even before d's next visit reverts it.
    expect(o.recentUsers.find((u) => u.email === "d@example.com")).toMatchObject({
      plan: "Free",
      accountStatus: "free",
    });
    expect(o.recentUsers[0]).toMatchObject({ plan: "30 Days", accountStatus: "pro" });
  });

  it("charts revenue and sign-ups per local day over the last 30 days", async () => {
    const { daily } = (await admin.json<AdminOverview>("/api/admin/overview")).body;
    expect(daily).toHaveLength(30);
    expect(daily[0]?.date).toBe("2026-02-14");
    expect(daily.at(-1)?.date).toBe("2026-03-15");
    const day = (date: string) => daily.find((d) => d.date === date);
    expect(day("2026-02-28")).toEqual({ date: "2026-02-28", revenue: 99, signups: 1 });
    expect(day("2026-03-01")).toEqual({ date: "2026-03-01", revenue: 350, signups: 1 });
    expect(day("2026-03-02")).toEqual({ date: "2026-03-02", revenue: 499, signups: 0 });
    expect(day("2026-03-10")).toEqual({ date: "2026-03-10", revenue: 0, signups: 1 });
    expect(day("2026-03-14")).toEqual({ date: "2026-03-14", revenue: 200, signups: 0 });
    expect(day("2026-03-15")).toEqual({ date: "2026-03-15", revenue: 0, signups: 1 });
    expect(daily.reduce((s, d) => s + d.revenue, 0)).toBe(1148);
  });

  it("follows the operator's time zone setting", async () => {
    const site = await server.deps.settings.get();
    await server.deps.settings.update({ ...site, timezone: "UTC" });
    const o = (await admin.json<AdminOverview>("/api/admin/overview")).body;
    // In UTC, p3 (28 February 19:30) belongs to February.
    expect(o.revenue.month).toBe(200 + 499);
    await server.deps.settings.update(site);
  });

  it("keeps the revenue slots and their total in step with every change to a payment", async () => {
    const { db } = server.deps;
    const figures = async () => {
      const o = (await admin.json<AdminOverview>("/api/admin/overview")).body;
      return { approved: o.payments.approved, total: o.revenue.total, month: o.revenue.month };
    };
    const before = { approved: 5, total: 2148, month: 1049 };
    expect(await figures()).toEqual(before);
    // p5 approved on 15 March: this month.
    await db
      .update(payments)
      .set({ status: "approved", processedAt: at("2026-03-15T09:30:00Z") })
      .where(eq(payments.id, ids.p5 ?? 0));
    expect(await figures()).toEqual({ approved: 6, total: 2348, month: 1249 });
    // Its amount corrected, then its approval moved to last year, then taken back.
    await db
      .update(payments)
      .set({ amount: 250 })
      .where(eq(payments.id, ids.p5 ?? 0));
    expect(await figures()).toEqual({ approved: 6, total: 2398, month: 1299 });
    await db
      .update(payments)
      .set({ processedAt: at("2025-06-01T00:00:00Z") })
      .where(eq(payments.id, ids.p5 ?? 0));
    expect(await figures()).toEqual({ approved: 6, total: 2398, month: 1049 });
    await db
      .update(payments)
      .set({ status: "pending", processedAt: null, amount: 200 })
      .where(eq(payments.id, ids.p5 ?? 0));
    expect(await figures()).toEqual(before);
    // A rejection and anonymising the payer change nothing; deleting an approved payment does.
    await db
      .update(payments)
      .set({ userEmail: "gone@example.com" })
      .where(eq(payments.id, ids.p1 ?? 0));
    expect(await figures()).toEqual(before);
    const id = await insertPayment(db, {
      userId: (await db.select({ id: payments.userId }).from(payments).limit(1))[0]?.id ?? "",
      amount: 75,
      status: "approved",
      createdAt: at("2026-03-03T00:00:00Z"),
    });
    expect(await figures()).toEqual({ approved: 6, total: 2223, month: 1124 });
    await db.delete(payments).where(eq(payments.id, id));
    expect(await figures()).toEqual(before);
  });

  it("keeps the sign-up slots in step with every new, moved and deleted user", async () => {
    const { db } = server.deps;
    const signups = async () => {
      const { daily } = (await admin.json<AdminOverview>("/api/admin/overview")).body;
      const on = (date: string) => daily.find((d) => d.date === date)?.signups;
      return { mar12: on("2026-03-12"), mar13: on("2026-03-13"), all: sum(daily) };
    };
    const sum = (daily: AdminOverview["daily"]) => daily.reduce((n, d) => n + d.signups, 0);
    const before = { mar12: 0, mar13: 0, all: 4 };
    expect(await signups()).toEqual(before);
    // 23:50 on 12 March in Karachi, ten minutes before that day's last slot ends.
    const id = await insertUser(db, {
      email: "f@example.com",
      createdAt: at("2026-03-12T18:50:00Z"),
    });
    expect(await signups()).toEqual({ mar12: 1, mar13: 0, all: 5 });
    await db
      .update(user)
      .set({ createdAt: at("2026-03-12T19:00:00Z") })
      .where(eq(user.id, id));
    expect(await signups()).toEqual({ mar12: 0, mar13: 1, all: 5 });
    await db.delete(user).where(eq(user.id, id));
    expect(await signups()).toEqual(before);
  });
});
