import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import { type TestServer, testClock } from "../../../../tests/helpers/test-server.ts";
import type { PlanView } from "../../../domain/plans.ts";
import { UNLIMITED } from "../../../domain/quota.ts";
import { auditLog, payments, plans } from "../../db/schema.ts";
import {
  adminClient,
  type PlansBody,
  pendingPayment,
  signedUpUser,
  startPlansServer,
} from "../payments/test-kit.ts";
import { seedPlans } from "./service.ts";

const HOUR_MS = 60 * 60 * 1000;
const clock = testClock(new Date("2026-11-22T10:00:00Z"));
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startPlansServer({ now: clock });
  admin = await adminClient(server);
});
afterAll(() => server.close());

const form = (over: Record<string, unknown> = {}) => ({
  name: "Weekend",
  duration: "2 Days",
  durationDays: 2,
  basePrice: 150,
  currentPrice: 150,
  voiceLimit: 15,
  features: ["15 voice generations", " ", ""],
  ...over,
});

async function publicPlans(): Promise<PlanView[]> {
  const res = await server.client().json<PlansBody>("/api/plans");
  expect(res.status).toBe(200);
  return res.body.plans;
}

async function createPlan(over: Record<string, unknown> = {}): Promise<PlanView> {
  const res = await admin.json<{ plan: PlanView }>("/api/admin/plans", { body: form(over) });
  expect(res.status).toBe(201);
  return res.body.plan;
}

describe("a plan's Urdu texts", () => {
  it("are saved beside the English, trimmed, blank features dropped, and listed to anyone", async () => {
    const urdu = {
      name: " ہفتہ وار ",
      duration: "دو دن",
      badge: "",
      features: ["پندرہ آوازیں", " "],
    };
    const created = await createPlan({ name: "Urdu Weekend", urdu });
    expect(created.urdu).toEqual({
      name: "ہفتہ وار",
      duration: "دو دن",
      badge: "",
      discountDescription: "",
      features: ["پندرہ آوازیں"],
    });
    const listed = (await publicPlans()).find((p) => p.id === created.id);
    expect(listed?.urdu.name).toBe("ہفتہ وار");
    expect(listed?.name).toBe("Urdu Weekend");
  });

  it("are optional: a plan saved without them has them blank", async () => {
    const created = await createPlan({ name: "No Urdu" });
    expect(created.urdu).toMatchObject({ name: "", features: [] });
  });

  it("are refused when too long", async () => {
    const res = await admin.json("/api/admin/plans", {
      body: form({ urdu: { name: "ن".repeat(61) } }),
    });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/plans", () => {
  it("lists the seeded plans by base price, to anyone", async () => {
    const seeded = (await publicPlans()).filter((p) =>
      ["Quick Start", "Creator Pro", "Business", "Enterprise"].includes(p.name),
    );
    expect(seeded.map((p) => [p.name, p.price, p.duration, p.durationDays, p.voiceLimit])).toEqual([
      ["Quick Start", 99, "1 Day", 1, 10],
      ["Creator Pro", 200, "7 Days", 7, 20],
      ["Business", 350, "15 Days", 15, 29],
      ["Enterprise", 499, "30 Days", 30, UNLIMITED],
    ]);
    expect(seeded[1]).toMatchObject({ popular: true, badge: "Most Popular", icon: "Star" });
    expect(seeded[3]?.unlimited).toBe(true);
    expect(seeded.every((p) => p.features.length > 0)).toBe(true);
  });

  it("seeds only into an empty table", async () => {
    const before = await server.deps.db.select().from(plans);
    await seedPlans(server.deps.db);
    expect(await server.deps.db.select().from(plans)).toHaveLength(before.length);
  });

  it("applies a discount on the server and ignores it once expired", async () => {
    const created = await createPlan({
      name: "Flash Sale",
      basePrice: 1000,
      currentPrice: 1000,
      discountType: "percentage",
      discountValue: 25,
      discountExpiry: new Date(clock().getTime() + HOUR_MS).toISOString(),
      discountDescription: "Launch week",
    });
    const live = (await publicPlans()).find((p) => p.id === created.id);
    expect(live).toMatchObject({
      basePrice: 1000,
      currentPrice: 750,
      price: 750,
      discountType: "percentage",
      discountActive: true,
    });
    // Less than a day, so the admin session (24 h on this clock) stays valid.
    clock.advance(HOUR_MS);
    const expired = (await publicPlans()).find((p) => p.id === created.id);
    expect(expired).toMatchObject({
      currentPrice: 1000,
      price: 1000,
      discountType: "none",
      discountValue: 0,
      discountExpiry: null,
      discountDescription: null,
      discountActive: false,
    });
  });

  it("orders by base price and leaves out inactive plans", async () => {
    const hidden = await createPlan({ name: "Hidden", isActive: false });
    const list = await publicPlans();
    expect(list.map((p) => p.id)).not.toContain(hidden.id);
    const prices = list.map((p) => p.basePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe("admin plans", () => {
  it("creates a plan that then appears on the pricing list, audited", async () => {
    const plan = await createPlan({ name: "Admin Made", basePrice: 123, currentPrice: 123 });
    expect(plan.features).toEqual(["15 voice generations"]);
    expect((await publicPlans()).find((p) => p.id === plan.id)?.name).toBe("Admin Made");
    const [entry] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "plan.create"), eq(auditLog.target, `plan:${plan.id}`)));
    expect(entry?.ip).toBe("127.0.0.1");
  });

  it("lists inactive plans too", async () => {
    const hidden = await createPlan({ name: "Admin Only", isActive: false });
    const res = await admin.json<PlansBody>("/api/admin/plans");
    expect(res.body.plans.find((p) => p.id === hidden.id)?.isActive).toBe(false);
  });

  it("updates a plan, audited with what changed (old -> new) and nothing else", async () => {
    const plan = await createPlan();
    const res = await admin.json<{ plan: PlanView }>(`/api/admin/plans/${plan.id}`, {
      method: "PUT",
      body: form({ name: "Weekend Plus", voiceLimit: 25 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({ name: "Weekend Plus", voiceLimit: 25 });
    const audits = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "plan.update"), eq(auditLog.target, `plan:${plan.id}`)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toEqual({
      name: { before: "Weekend", after: "Weekend Plus" },
      voiceLimit: { before: 15, after: 25 },
    });
  });

  it("refuses invalid forms with a clear message", async () => {
    const bad = await admin.json<{ error: { message: string } }>("/api/admin/plans", {
      body: form({ basePrice: 9.5 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Base price must be a whole number");
    const missing = await admin.json("/api/admin/plans", { body: { name: "x" } });
    expect(missing.status).toBe(400);
  });

  it("answers 404 for an unknown plan", async () => {
    const put = await admin.json("/api/admin/plans/999999", { method: "PUT", body: form() });
    expect(put.status).toBe(404);
    const del = await admin.json("/api/admin/plans/999999", { method: "DELETE" });
    expect(del.status).toBe(404);
  });

  it("soft-deletes: the plan leaves both lists, its payments stay intact", async () => {
    const plan = await createPlan({ name: "Doomed", basePrice: 111, currentPrice: 111 });
    const { client } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Doomed");
    const res = await admin.json(`/api/admin/plans/${plan.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect((await publicPlans()).map((p) => p.id)).not.toContain(plan.id);
    const adminList = await admin.json<PlansBody>("/api/admin/plans");
    expect(adminList.body.plans.map((p) => p.id)).not.toContain(plan.id);
    const [kept] = await server.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ planId: plan.id, plan: "Doomed", amount: 111, status: "pending" });
    // A deleted plan cannot be bought any more.
    const again = await client.json("/api/payments", {
      body: { planId: plan.id, tid: "DOOMED-123456" },
    });
    expect(again.status).toBe(404);
    const audits = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "plan.delete"), eq(auditLog.target, `plan:${plan.id}`)));
    expect(audits).toHaveLength(1);
  });
});
