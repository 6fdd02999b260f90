import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { auditLog, payments, profiles, session, user } from "../../db/schema.ts";
import {
  adminClient,
  pendingPayment,
  signedUpUser,
  startPlansServer,
} from "../payments/test-kit.ts";

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startPlansServer();
  admin = await adminClient(server);
});
afterAll(() => server.close());

type Failure = { error: { code: string } };
const resetLink = (id: string, body: Record<string, unknown>) =>
  admin.json<{ url: string } & Failure>(`/api/admin/users/${id}/reset-link`, { body });
const remove = (id: string, body: Record<string, unknown>, as = admin) =>
  as.json<{ deleted: boolean } & Failure>(`/api/admin/users/${id}`, { method: "DELETE", body });
const auditsOf = (id: string, action: string) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, id)));

describe("POST /api/admin/users/:id/reset-link", () => {
  it("makes a one-time link that sets the user's password, audited without the link", async () => {
    const { id, email } = await signedUpUser(server);
    expect((await resetLink(id, {})).status).toBe(400);
    const res = await resetLink(id, { reason: "No e-mail on this site; asked on WhatsApp" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const token = new URL(res.body.url).searchParams.get("token") ?? "";
    const done = await server
      .client()
      .json("/api/auth/reset-password", { body: { token, newPassword: "new-password-1" } });
    expect(done.status).toBe(200);
    expect((await server.client().signIn(email, "new-password-1")).status).toBe(200);
    const [row] = await auditsOf(id, "user.reset_link");
    expect(row?.detail).toEqual({ email, reason: "No e-mail on this site; asked on WhatsApp" });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("answers 404 for an unknown user", async () => {
    expect((await resetLink("nobody", { reason: "x" })).status).toBe(404);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("deletes the account the way the user's own deletion does, audited with the reason", async () => {
    const { client, id, email } = await signedUpUser(server);
    const payment = await pendingPayment(server, client);
    expect((await remove(id, {})).status).toBe(400);
    // Only the admin: the user's own session cannot reach it.
    expect((await remove(id, { reason: "Mine" }, client)).status).toBe(401);

    const res = await remove(id, { reason: "Asked by e-mail to be forgotten" });
    expect(res.status).toBe(200);
    const { db } = server.deps;
    expect(await db.select().from(user).where(eq(user.id, id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, id))).toEqual([]);
    // The payment stays for the operator's accounts, without the payer.
    const [kept] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ userId: null, status: "rejected" });
    expect(kept?.userEmail).not.toBe(email);
    const [row] = await auditsOf(id, "user.delete");
    expect(row?.detail).toEqual({ email, reason: "Asked by e-mail to be forgotten" });
    expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect((await remove(id, { reason: "Again" })).status).toBe(404);
  });
});
