// docs/product.md section 4 "Buying more": an approved purchase adds to an active plan, through
// the real approval API and database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import { type TestServer, testClock } from "../../../../tests/helpers/test-server.ts";
import { normalizeTid } from "../../../domain/payments.ts";
import { UNLIMITED } from "../../../domain/quota.ts";
import { notifications, payments, profiles } from "../../db/schema.ts";
import { adminClient, DAY_MS, pendingPayment, signedUpUser, startPlansServer } from "./test-kit.ts";

const clock = testClock(new Date("2026-11-22T10:00:00Z"));
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startPlansServer({ now: clock });
  admin = await adminClient(server);
});
afterAll(() => server.close());

const approve = (id: number) => admin.json(`/api/admin/payments/${id}/approve`, { body: {} });

async function profileOf(client: TestClient) {
  const res = await client.json<{ profile: Record<string, unknown> }>("/api/me");
  return res.body.profile;
}

/** A user who bought `plan` and had it approved, then used `used` generations; `daysLeft` to go. */
async function proUser(plan: string, used: number, daysLeft: number) {
  const user = await signedUpUser(server);
  const payment = await pendingPayment(server, user.client, plan);
  expect((await approve(payment.id)).status).toBe(200);
  // Time is moved on the profile, not the clock: the admin session lives by the same clock.
  const planExpiresAt = new Date(clock().getTime() + daysLeft * DAY_MS);
  await server.deps.db
    .update(profiles)
    .set({ voicesGenerated: used, planExpiresAt })
    .where(eq(profiles.userId, user.id));
  return { ...user, planExpiresAt };
}

describe("approving a purchase for a pro user", () => {
  it("adds: 10 days left + 1 Day = 11 days; 5 of 29 used + 10 = 34 left", async () => {
    // Business: 15 days, 29 generations, 10 days of them left.
    const { client, id, planExpiresAt } = await proUser("Business", 5, 10);
    const payment = await pendingPayment(server, client, "Quick Start"); // 1 day, 10 generations
    expect((await approve(payment.id)).status).toBe(200);
    expect(await profileOf(client)).toMatchObject({
      accountStatus: "pro",
      plan: "Quick Start",
      planExpiry: new Date(planExpiresAt.getTime() + DAY_MS).toISOString(),
      daysLeft: 11,
      voicesGenerated: 5,
      limit: 39,
      remaining: 34,
    });
    const notes = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, id));
    // 22 Nov + 10 + 1 days = 3 Dec 2026 (15:00 in Asia/Karachi).
    expect(notes.map((n) => n.message)).toContain(
      "Your payment for Quick Start was approved. Your plan is active until 3 Dec 2026.",
    );
  });

  it("keeps unlimited when days are added to an unlimited plan", async () => {
    const { client } = await proUser("Enterprise", 40, 30); // unlimited
    const payment = await pendingPayment(server, client, "Creator Pro");
    expect((await approve(payment.id)).status).toBe(200);
    expect(await profileOf(client)).toMatchObject({
      unlimited: true,
      remaining: UNLIMITED,
      daysLeft: 37,
    });
  });

  it("ten of one user's payments approved at the same moment all add", async () => {
    const { client, id } = await signedUpUser(server);
    const first = await pendingPayment(server, client, "Creator Pro");
    // Past the three-pending limit of the API: copies of the first, each with its own ID.
    const [row] = await server.deps.db.select().from(payments).where(eq(payments.id, first.id));
    if (!row) throw new Error("payment not stored");
    const { id: _, ...copy } = row;
    const copies = await server.deps.db
      .insert(payments)
      .values(
        Array.from({ length: 9 }, (_unused, i) => ({
          ...copy,
          tid: `${row.tid}-${i}`,
          tidNormalized: normalizeTid(`${row.tid}-${i}`),
        })),
      )
      .returning({ id: payments.id });
    const ids = [first.id, ...copies.map((c) => c.id)];
    const results = await Promise.all(ids.map((paymentId) => approve(paymentId)));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    expect(await profileOf(client)).toMatchObject({
      daysLeft: 70,
      limit: 200,
      remaining: 200,
      planExpiry: new Date(clock().getTime() + 70 * DAY_MS).toISOString(),
    });
    const notes = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, id));
    expect(notes).toHaveLength(10);
  });
});
