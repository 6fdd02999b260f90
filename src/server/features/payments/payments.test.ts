import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { byKey, type MessageKey } from "../../../domain/messages.ts";
import type { AdminPaymentsPage, PaymentView } from "../../../domain/payments.ts";
import { UNLIMITED } from "../../../domain/quota.ts";
import { payments } from "../../db/schema.ts";
import { errorBody } from "../../http/errors.ts";
import {
  adminClient,
  buy,
  pendingPayment,
  planId,
  signedUpUser,
  startPlansServer,
  TEST_WALLETS,
  uniqueTid,
} from "./test-kit.ts";

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startPlansServer();
  admin = await adminClient(server);
});
afterAll(() => server.close());

type ErrorBody = { error: { code: string; message: string } };
/** The error a refusal answers with: its code, the catalogue's English text and its key. */
const refusal = (code: string, key: MessageKey) => errorBody(code, byKey(key)).error;

describe("POST /api/payments", () => {
  it("needs a signed-in user", async () => {
    const res = await buy(server.client(), { planId: 1, tid: uniqueTid() });
    expect(res.status).toBe(401);
  });

  it("prices the plan on the server and snapshots it with the primary wallet when none is named", async () => {
    const { client, email, id } = await signedUpUser(server);
    const tid = ` ${uniqueTid()} `;
    const res = await buy(client, {
      planId: await planId(server, "Creator Pro"),
      billingCycle: "monthly",
      tid,
      // All of these are the server's to decide and are ignored.
      amount: 1,
      originalAmount: 1,
      voiceLimit: UNLIMITED,
      planDays: 365,
      status: "approved",
    });
    expect(res.status).toBe(201);
    const wallet = TEST_WALLETS.find((w) => w.primary);
    expect(res.body.payment).toMatchObject({
      uid: id,
      userEmail: email,
      plan: "Creator Pro",
      planDuration: "7 Days",
      planDays: 7,
      voiceLimit: 20,
      amount: 200,
      originalAmount: null,
      savings: 0,
      billingCycle: "monthly",
      tid: tid.trim(),
      accountType: wallet?.type,
      accountHolder: wallet?.holder,
      accountNumber: wallet?.number,
      status: "pending",
      processedAt: null,
      processedBy: null,
    });
  });

  it("records the wallet the payer sent to, and refuses one the operator does not list", async () => {
    const { client } = await signedUpUser(server);
    const plan = await planId(server, "Quick Start");
    const [primary, other] = TEST_WALLETS;
    if (!primary || !other) throw new Error("two test wallets expected");
    const paid = await buy(client, {
      planId: plan,
      tid: uniqueTid(),
      wallet: { type: other.type, number: other.number },
    });
    expect(paid.status).toBe(201);
    expect(paid.body.payment).toMatchObject({
      accountType: other.type,
      accountHolder: other.holder,
      accountNumber: other.number,
    });
    // A wallet is its type and number together: one number may hold wallets of several types.
    for (const wallet of [
      { type: primary.type, number: other.number },
      { type: "SadaPay", number: primary.number },
      { type: other.type, number: "03000000000" },
    ]) {
      const res = await buy(client, { planId: plan, tid: uniqueTid(), wallet });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(refusal("UNKNOWN_WALLET", "purchaseUnknownWallet"));
    }
    const mine = await client.json<{ payments: PaymentView[] }>("/api/payments");
    expect(mine.body.payments.map((p) => p.accountNumber)).toEqual([other.number]);
  });

  it("refuses yearly billing, which no plan of the operator's offers", async () => {
    const { client } = await signedUpUser(server);
    const res = await buy(client, {
      planId: await planId(server, "Enterprise"),
      billingCycle: "yearly",
      tid: uniqueTid(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(refusal("BAD_REQUEST", "purchaseYearlyNotOffered"));
    const mine = await client.json<{ payments: PaymentView[] }>("/api/payments");
    expect(mine.body.payments).toEqual([]);
  });

  it("applies the transaction ID rules with clear messages", async () => {
    const { client } = await signedUpUser(server);
    const plan = await planId(server, "Quick Start");
    const cases: [unknown, MessageKey][] = [
      ["", "purchaseEnterTid"],
      ["    ", "purchaseEnterTid"],
      [undefined, "purchaseEnterTid"],
      ["abc12", "purchaseTidFormat"],
      ["a".repeat(41), "purchaseTidFormat"],
      ["abc_12345", "purchaseTidFormat"],
      ["abc 12345", "purchaseTidFormat"],
    ];
    for (const [tid, key] of cases) {
      const res = await client.json<ErrorBody>("/api/payments", { body: { planId: plan, tid } });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(refusal("BAD_REQUEST", key));
    }
  });

  it("accepts an ID only once, whatever its case, surrounding spaces or dashes", async () => {
    const plan = await planId(server, "Quick Start");
    const first = await signedUpUser(server);
    const tid = uniqueTid("dup");
    expect((await buy(first.client, { planId: plan, tid })).status).toBe(201);
    const second = await signedUpUser(server);
    const letters = tid.replaceAll("-", "");
    for (const again of [
      tid.toUpperCase(),
      `   ${tid}  `,
      ` ${tid.toUpperCase()}\t`,
      letters,
      letters.split("").join("-"),
      `${letters.slice(0, 3)}--${letters.slice(3).toUpperCase()}`,
    ]) {
      const res = await second.client.json<ErrorBody>("/api/payments", {
        body: { planId: plan, tid: again },
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual(refusal("TID_USED", "purchaseTidUsed"));
    }
  });

  it("lets one of two simultaneous submissions of an ID through", async () => {
    const plan = await planId(server, "Quick Start");
    const tid = uniqueTid("race");
    const users = await Promise.all([signedUpUser(server), signedUpUser(server)]);
    const results = await Promise.all(
      users.map((u, i) => buy(u.client, { planId: plan, tid: i ? tid.toLowerCase() : tid })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("allows at most 3 pending payments per user, even in parallel", async () => {
    const { client } = await signedUpUser(server);
    const plan = await planId(server, "Quick Start");
    const results = await Promise.all(
      Array.from({ length: 6 }, () => buy(client, { planId: plan, tid: uniqueTid() })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = results.find((r) => r.status === 429);
    expect(refused?.body.error).toEqual(refusal("TOO_MANY_PENDING", "purchaseTooManyPending"));
  });

  it("answers 404 for an inactive or unknown plan", async () => {
    const { client } = await signedUpUser(server);
    expect((await buy(client, { planId: 999999, tid: uniqueTid() })).status).toBe(404);
    const hidden = await admin.json<{ plan: { id: number } }>("/api/admin/plans", {
      body: {
        name: "Off",
        duration: "1 Day",
        durationDays: 1,
        basePrice: 5,
        currentPrice: 5,
        voiceLimit: 1,
        isActive: false,
      },
    });
    expect((await buy(client, { planId: hidden.body.plan.id, tid: uniqueTid() })).status).toBe(404);
  });
});

describe("GET /api/payments", () => {
  it("lists only my payments, newest first", async () => {
    const me = await signedUpUser(server);
    const other = await signedUpUser(server);
    const older = await pendingPayment(server, me.client, "Quick Start");
    const newer = await pendingPayment(server, me.client, "Business");
    await pendingPayment(server, other.client);
    const res = await me.client.json<{ payments: PaymentView[] }>("/api/payments");
    expect(res.status).toBe(200);
    expect(res.body.payments.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect((await server.client().json("/api/payments")).status).toBe(401);
  });
});

describe("GET /api/admin/payments", () => {
  it("searches e-mail and transaction ID, case-insensitively, and filters by status", async () => {
    const { client, email } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Quick Start");
    const byTid = await admin.json<AdminPaymentsPage>(
      `/api/admin/payments?q=${encodeURIComponent(payment.tid.slice(2).toLowerCase())}`,
    );
    expect(byTid.status).toBe(200);
    expect(byTid.body.items.map((p) => p.id)).toEqual([payment.id]);
    const spaced = `${payment.tid.slice(0, 4)} ${payment.tid.slice(4)}`.toUpperCase();
    const undashed = payment.tid.replaceAll("-", "");
    for (const spelling of [spaced, undashed]) {
      const found = await admin.json<AdminPaymentsPage>(
        `/api/admin/payments?q=${encodeURIComponent(spelling)}`,
      );
      expect(found.body.items.map((p) => p.id)).toEqual([payment.id]);
    }
    const byEmail = await admin.json<AdminPaymentsPage>(
      `/api/admin/payments?q=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(byEmail.body.items.map((p) => p.id)).toEqual([payment.id]);
    const rejected = await admin.json<AdminPaymentsPage>(
      `/api/admin/payments?status=rejected&q=${encodeURIComponent(email)}`,
    );
    expect(rejected.body.total).toBe(0);
    const wildcard = await admin.json<AdminPaymentsPage>("/api/admin/payments?q=%25");
    expect(wildcard.body.total).toBe(0);
  });

  it("pages 20 at a time, newest first", async () => {
    const { id } = await signedUpUser(server);
    const plan = await planId(server, "Quick Start");
    // Straight into the table: the API would stop at 3 pending.
    await server.deps.db.insert(payments).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: id,
        userEmail: "pager@example.com",
        planId: plan,
        plan: "Quick Start",
        planDuration: "1 Day",
        planDays: 1,
        voiceLimit: 10,
        amount: 99,
        billingCycle: "monthly" as const,
        tid: `PAGER-${i}`,
        tidNormalized: `pager-${i}`,
        accountType: "JazzCash",
        accountHolder: "Owner",
        accountNumber: "03001234567",
        status: "approved" as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const page1 = await admin.json<AdminPaymentsPage>("/api/admin/payments?q=pager@&page=1");
    expect(page1.body).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(page1.body.items).toHaveLength(20);
    expect(page1.body.items[0]?.tid).toBe("PAGER-24");
    const page2 = await admin.json<AdminPaymentsPage>("/api/admin/payments?q=pager@&page=2");
    expect(page2.body.items.map((p) => p.tid)).toEqual([4, 3, 2, 1, 0].map((i) => `PAGER-${i}`));
    const bad = await admin.json("/api/admin/payments?page=0");
    expect(bad.status).toBe(400);
  });
});

describe("admin routes", () => {
  it("answer 401 without the admin session, even to a signed-in user", async () => {
    const { client } = await signedUpUser(server);
    const [anyPayment] = await server.deps.db.select().from(payments).limit(1);
    const pid = anyPayment?.id ?? 1;
    const routes: [string, string][] = [
      ["GET", "/api/admin/plans"],
      ["POST", "/api/admin/plans"],
      ["PUT", "/api/admin/plans/1"],
      ["DELETE", "/api/admin/plans/1"],
      ["GET", "/api/admin/payments"],
      ["POST", `/api/admin/payments/${pid}/approve`],
      ["POST", `/api/admin/payments/${pid}/reject`],
    ];
    for (const c of [server.client(), client]) {
      for (const [method, path] of routes) {
        const res = await c.json<ErrorBody>(path, {
          method,
          ...(method === "GET" ? {} : { body: {} }),
        });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.error.code).toBe("ADMIN_UNAUTHORIZED");
      }
    }
    const [after] = await server.deps.db.select().from(payments).where(eq(payments.id, pid));
    expect(after?.status).toBe(anyPayment?.status);
  });
});
