import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import { type TestServer, testClock } from "../../../../tests/helpers/test-server.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { auditLog, notifications, plans, profiles } from "../../db/schema.ts";
import { adminClient, DAY_MS, pendingPayment, signedUpUser, startPlansServer } from "./test-kit.ts";

const START = new Date("2026-11-22T10:00:00Z");
const clock = testClock(START);
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startPlansServer({ now: clock });
  admin = await adminClient(server);
});
afterAll(() => server.close());

type Body = { payment: PaymentView; error?: { code: string; message: string } };
const approve = (id: number) => admin.json<Body>(`/api/admin/payments/${id}/approve`, { body: {} });
const reject = (id: number, reason?: string) =>
  admin.json<Body>(`/api/admin/payments/${id}/reject`, {
    body: reason === undefined ? {} : { reason },
  });

async function profileOf(client: TestClient) {
  const res = await client.json<{ profile: Record<string, unknown> }>("/api/me");
  expect(res.status).toBe(200);
  return res.body.profile;
}

async function profileRow(userId: string) {
  const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

describe("approve", () => {
  it("tells an Urdu reader in Urdu, with the operator's Urdu name of the plan", async () => {
    const { client, id } = await signedUpUser(server);
    await client.json("/api/me/locale", { method: "PUT", body: { locale: "ur" } });
    const [plan] = await server.deps.db.select().from(plans).where(eq(plans.name, "Creator Pro"));
    await server.deps.db
      .update(plans)
      .set({ urdu: { name: "تخلیق کار پرو" } })
      .where(eq(plans.id, plan?.id ?? 0));
    try {
      const payment = await pendingPayment(server, client, "Creator Pro");
      expect((await approve(payment.id)).status).toBe(200);
      const [note] = await server.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, id));
      expect(note?.message).toContain("تخلیق کار پرو");
      expect(note?.message).not.toContain("Creator Pro");
      // The account keeps the plan's own name.
      expect((await profileOf(client)).plan).toBe("Creator Pro");
    } finally {
      await server.deps.db
        .update(plans)
        .set({ urdu: {} })
        .where(eq(plans.id, plan?.id ?? 0));
    }
  });

  it("upgrades the account from the payment, notifies and audits", async () => {
    const { client, id } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Creator Pro");
    const res = await approve(payment.id);
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({
      status: "approved",
      processedBy: "admin",
      processedAt: clock().toISOString(),
    });
    expect(await profileOf(client)).toMatchObject({
      accountStatus: "pro",
      subscriptionPlan: "paid",
      plan: "Creator Pro",
      planAmount: 200,
      planExpiry: new Date(clock().getTime() + 7 * DAY_MS).toISOString(),
      upgradedAt: clock().toISOString(),
      voicesGenerated: 0,
      limit: 20,
      remaining: 20,
      daysLeft: 7,
    });
    const [note] = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, id));
    // 22 Nov 2026 10:00 UTC + 7 days = 29 Nov 2026 (15:00 in Asia/Karachi, the default zone).
    expect(note?.message).toBe(
      "Your payment for Creator Pro was approved. Your plan is active until 29 Nov 2026.",
    );
    const audits = await server.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "payment.approve"), eq(auditLog.target, `payment:${payment.id}`)),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.ip).toBe("127.0.0.1");
  });

  it("takes quota, days and amount from the snapshot even after the plan was edited", async () => {
    const created = await admin.json<{ plan: { id: number } }>("/api/admin/plans", {
      body: {
        name: "Editable",
        duration: "3 Days",
        durationDays: 3,
        basePrice: 120,
        currentPrice: 120,
        voiceLimit: 12,
      },
    });
    const { client } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Editable");
    const edited = await admin.json(`/api/admin/plans/${created.body.plan.id}`, {
      method: "PUT",
      body: {
        name: "Renamed",
        duration: "30 Days",
        durationDays: 30,
        basePrice: 999,
        currentPrice: 999,
        voiceLimit: 500,
      },
    });
    expect(edited.status).toBe(200);
    expect((await approve(payment.id)).status).toBe(200);
    expect(await profileOf(client)).toMatchObject({
      plan: "Editable",
      planAmount: 120,
      limit: 12,
      daysLeft: 3,
      planExpiry: new Date(clock().getTime() + 3 * DAY_MS).toISOString(),
    });
  });

  it("of 20 parallel approvals, exactly one succeeds and upgrades once", async () => {
    const { client, id } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Business");
    const results = await Promise.all(Array.from({ length: 20 }, () => approve(payment.id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.find((r) => r.status === 409)?.body.error?.code).toBe(
      "PAYMENT_ALREADY_PROCESSED",
    );
    const notes = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, id));
    expect(notes).toHaveLength(1);
    const audits = await server.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "payment.approve"), eq(auditLog.target, `payment:${payment.id}`)),
      );
    expect(audits).toHaveLength(1);
    expect(await profileRow(id)).toMatchObject({ accountStatus: "pro", voiceLimit: 29 });
  });

  it("an approval racing a rejection: exactly one wins", async () => {
    for (let round = 0; round < 3; round++) {
      const { client, id } = await signedUpUser(server);
      const payment = await pendingPayment(server, client, "Quick Start");
      const [a, r] = await Promise.all([approve(payment.id), reject(payment.id, "race")]);
      expect([a.status, r.status].sort()).toEqual([200, 409]);
      const row = await profileRow(id);
      if (a.status === 200) expect(row?.accountStatus).toBe("pro");
      else expect(row?.accountStatus).toBe("free");
      const notes = await server.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, id));
      expect(notes).toHaveLength(1);
    }
  });

  it("answers 404 for an unknown payment", async () => {
    expect((await approve(999999)).status).toBe(404);
    expect((await reject(999999)).status).toBe(404);
  });
});

describe("reject", () => {
  it("records the reason, notifies and leaves the account untouched", async () => {
    const { client, id } = await signedUpUser(server);
    const before = await profileRow(id);
    const payment = await pendingPayment(server, client, "Enterprise");
    const res = await reject(payment.id, "  Amount did not match  ");
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({
      status: "rejected",
      rejectionReason: "Amount did not match",
      processedBy: "admin",
    });
    expect(await profileRow(id)).toEqual(before);
    const mine = await client.json<{ payments: PaymentView[] }>("/api/payments");
    expect(mine.body.payments[0]?.rejectionReason).toBe("Amount did not match");
    const [note] = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, id));
    expect(note?.message).toBe(
      "Your payment for Enterprise was rejected. Reason: Amount did not match",
    );
    const [audit] = await server.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "payment.reject"), eq(auditLog.target, `payment:${payment.id}`)),
      );
    expect(audit?.detail).toMatchObject({ reason: "Amount did not match" });
    // A rejected payment cannot be approved afterwards.
    expect((await approve(payment.id)).status).toBe(409);
  });

  it("works without a reason", async () => {
    const { client } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Quick Start");
    const res = await reject(payment.id);
    expect(res.status).toBe(200);
    expect(res.body.payment.rejectionReason).toBeNull();
    // A bare POST without a body, as a confirm button might send it, works too.
    const other = await pendingPayment(server, client, "Quick Start");
    const bare = await admin.request(`/api/admin/payments/${other.id}/reject`, { method: "POST" });
    expect(bare.status).toBe(200);
  });
});

describe("plan expiry", () => {
  it("a pro account reverts to free on /api/me once its plan has expired", async () => {
    const { client, id } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Quick Start");
    expect((await approve(payment.id)).status).toBe(200);
    expect(await profileOf(client)).toMatchObject({ accountStatus: "pro", daysLeft: 1 });
    clock.advance(DAY_MS - 1000);
    expect(await profileOf(client)).toMatchObject({ accountStatus: "pro", limit: 10 });
    clock.advance(1000);
    expect(await profileOf(client)).toMatchObject({
      accountStatus: "free",
      subscriptionPlan: "free",
      plan: null,
      planAmount: null,
      planExpiry: null,
      voicesGenerated: 0,
      limit: 2,
      remaining: 2,
    });
    expect(await profileRow(id)).toMatchObject({ accountStatus: "free", planId: null });
  });
});
