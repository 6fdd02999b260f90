import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import { type TestServer, testClock } from "../../../../tests/helpers/test-server.ts";
import type { AdminUserDetail } from "../../../domain/admin-user.ts";
import { GRANTED_PLAN_NAME } from "../../../domain/purchase.ts";
import { auditLog } from "../../db/schema.ts";
import {
  adminClient,
  DAY_MS,
  pendingPayment,
  signedUpUser,
  startPlansServer,
} from "../payments/test-kit.ts";

const START = new Date("2026-11-22T10:00:00Z");
const clock = testClock(START);
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startPlansServer({ now: clock });
  admin = await adminClient(server);
});
afterAll(() => server.close());

type Failure = { error: { code: string; message: string } };
const grant = (id: string, body: Record<string, unknown>, as = admin) =>
  as.json<AdminUserDetail & Failure>(`/api/admin/users/${id}/grants`, { body });
const endPlan = (id: string, body: Record<string, unknown>) =>
  admin.json<AdminUserDetail & Failure>(`/api/admin/users/${id}/end-plan`, { body });

async function me(client: TestClient) {
  const res = await client.json<{ profile: Record<string, unknown> }>("/api/me");
  return res.body.profile;
}

const auditsOf = (id: string, action: string) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, id)));

describe("POST /api/admin/users/:id/grants", () => {
  it("adds generations to a free account, which the user sees, audited with the reason", async () => {
    const { client, id } = await signedUpUser(server);
    const res = await grant(id, { generations: 5, reason: "Broadcast bonus" });
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({ accountStatus: "free", remaining: 7, limit: 7 });
    expect(await me(client)).toMatchObject({ accountStatus: "free", remaining: 7, limit: 7 });
    const [row] = await auditsOf(id, "user.grant");
    expect(row?.detail).toMatchObject({ generations: 5, days: 0, reason: "Broadcast bonus" });
    expect(row?.ip).toBe("127.0.0.1");
    expect(res.body.audit.map((a) => a.action)).toContain("user.grant");
  });

  it("tells the user what they were given, in their language", async () => {
    const { client, id } = await signedUpUser(server);
    const notices = async (who = client) =>
      (await who.json<{ notifications: { kind: string; message: string }[] }>("/api/notifications"))
        .body.notifications;
    await grant(id, { generations: 1, reason: "Thanks" });
    expect(await notices()).toEqual([
      expect.objectContaining({ kind: "grant", message: "You were given 1 more generation." }),
    ]);
    await grant(id, { days: 3, generations: 4, reason: "Outage" });
    const until = "25 Nov 2026";
    expect((await notices())[0]?.message).toBe(
      `You were given 4 more generations and 3 more days: your plan is active until ${until}.`,
    );
    const urdu = await signedUpUser(server);
    await urdu.client.json("/api/me/locale", { method: "PUT", body: { locale: "ur" } });
    await grant(urdu.id, { days: 2, reason: "Outage" });
    expect((await notices(urdu.client))[0]?.message).toMatch(/^آپ کا پلان 2 دن بڑھا دیا گیا/);
  });

  it("starts a granted plan from free with days, and extends it from its end", async () => {
    const { client, id } = await signedUpUser(server);
    await grant(id, { days: 3, generations: 4, reason: "Outage" });
    expect(await me(client)).toMatchObject({
      accountStatus: "pro",
      plan: GRANTED_PLAN_NAME,
      planExpiry: new Date(clock().getTime() + 3 * DAY_MS).toISOString(),
      remaining: 6,
    });
    await grant(id, { days: 2, reason: "Outage, again" });
    expect((await me(client)).planExpiry).toBe(
      new Date(clock().getTime() + 5 * DAY_MS).toISOString(),
    );
  });

  it("adds to a bought plan as a purchase would: max(now, expiry) + days", async () => {
    const { client, id } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Creator Pro");
    await admin.json(`/api/admin/payments/${payment.id}/approve`, { body: {} });
    await grant(id, { days: 1, generations: 10, reason: "Goodwill" });
    expect(await me(client)).toMatchObject({
      plan: "Creator Pro",
      planExpiry: new Date(clock().getTime() + 8 * DAY_MS).toISOString(),
      remaining: 30,
      limit: 30,
    });
  });

  it("is exact under parallel clicks, beside a payment approved at the same moment", async () => {
    const { client, id } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Creator Pro");
    await grant(id, { days: 1, reason: "Start" });
    const before = new Date(String((await me(client)).planExpiry)).getTime();
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        grant(id, { generations: 3, days: 1, reason: `Click ${i}` }),
      ),
      admin.json(`/api/admin/payments/${payment.id}/approve`, { body: {} }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(11).fill(200));
    const after = await me(client);
    // 2 free generations carried into the granted plan + 10 × 3 granted + 20 bought.
    expect(after.remaining).toBe(2 + 30 + 20);
    expect(new Date(String(after.planExpiry)).getTime()).toBe(before + (10 + 7) * DAY_MS);
    expect(await auditsOf(id, "user.grant")).toHaveLength(11);
  });

  it("refuses a grant without a reason, without anything to grant, or out of bounds", async () => {
    const { client, id } = await signedUpUser(server);
    for (const body of [
      { generations: 5 },
      { generations: 5, reason: "   " },
      { reason: "Nothing" },
      { generations: 0, days: 0, reason: "Nothing" },
      { generations: -1, reason: "Take" },
      { generations: 1.5, reason: "Half" },
      { days: 100_000, reason: "Forever" },
    ]) {
      const res = await grant(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("BAD_REQUEST");
    }
    expect(await me(client)).toMatchObject({ remaining: 2, limit: 2 });
    expect(await auditsOf(id, "user.grant")).toHaveLength(0);
  });

  it("answers 404 for an unknown user", async () => {
    expect((await grant("nobody", { generations: 1, reason: "x" })).status).toBe(404);
  });

  it("is refused without the admin session, even for a signed-in user", async () => {
    const { client, id } = await signedUpUser(server);
    for (const as of [server.client(), client]) {
      const res = await grant(id, { generations: 100, reason: "Myself" }, as);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("ADMIN_UNAUTHORIZED");
      expect((await as.json(`/api/admin/users/${id}`)).status).toBe(401);
    }
    expect(await me(client)).toMatchObject({ remaining: 2 });
  });
});

describe("POST /api/admin/users/:id/end-plan", () => {
  it("ends a running plan at once, audited with the reason; a free account has none", async () => {
    const { client, id } = await signedUpUser(server);
    await grant(id, { days: 5, generations: 5, reason: "Trial" });
    expect((await endPlan(id, {})).status).toBe(400);
    const res = await endPlan(id, { reason: "Trial over" });
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({ accountStatus: "free", planExpiresAt: null });
    expect(await me(client)).toMatchObject({ accountStatus: "free", remaining: 2, limit: 2 });
    const [row] = await auditsOf(id, "user.plan_end");
    expect(row?.detail).toMatchObject({ reason: "Trial over" });
    const again = await endPlan(id, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("NO_ACTIVE_PLAN");
  });
});
