// A user's detail and the admin's help with the account itself (reset link, deletion).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import type { AdminUserDetail } from "../../../domain/admin-user.ts";
import { auditLog, generations, payments, profiles, session, user } from "../../db/schema.ts";
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

const detail = (id: string) => admin.json<AdminUserDetail>(`/api/admin/users/${id}`);

describe("GET /api/admin/users/:id", () => {
  it("shows the user's plan, payments, generations, sessions and the audit about them only", async () => {
    const { client, id, email } = await signedUpUser(server);
    const other = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Creator Pro");
    await admin.json(`/api/admin/payments/${payment.id}/reject`, { body: { reason: "Not seen" } });
    const otherPayment = await pendingPayment(server, other.client, "Creator Pro");
    await admin.json(`/api/admin/payments/${otherPayment.id}/approve`, { body: {} });
    await admin.json(`/api/admin/users/${id}`, {
      method: "PATCH",
      body: { status: "inactive", reason: "Chargeback" },
    });
    await server.deps.db.insert(generations).values({
      id: "gen-detail-1",
      userId: id,
      userEmail: email,
      displayName: "x",
      accountStatus: "free",
      voiceId: "basic-en-us-female-1",
      voiceName: "Basic English (US), female 1",
      engine: "espeak",
      textLength: 5,
      textPreview: "Hello",
      audioKey: `${id}/gen-detail-1.mp3`,
      format: "mp3",
      audioSize: 100,
    });

    const res = await detail(id);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id, email, status: "inactive" });
    // Deactivated: nothing left to use, as the user's own /api/me says (docs/product.md section 4).
    expect(res.body.plan).toMatchObject({ accountStatus: "free", limit: 0, remaining: 0 });
    expect(res.body.payments).toEqual([
      expect.objectContaining({ id: payment.id, status: "rejected", tid: payment.tid }),
    ]);
    expect(res.body.generations).toEqual([
      expect.objectContaining({
        id: "gen-detail-1",
        voiceName: "Basic English (US), female 1",
        textPreview: "Hello",
      }),
    ]);
    expect(res.body.sessions).toHaveLength(1);
    expect(res.body.sessions[0]?.ipAddress).toBe("127.0.0.1");
    expect(res.body.audit.map((a) => [a.action, a.target])).toEqual([
      ["user.status", id],
      ["payment.reject", `payment:${payment.id}`],
    ]);
    expect(res.body.audit[0]?.detail).toMatchObject({ status: "inactive", reason: "Chargeback" });
  });

  it("answers 404 for an unknown user and 400 for a malformed id", async () => {
    expect((await detail("nobody")).status).toBe(404);
    expect((await detail("no%20body")).status).toBe(400);
  });
});

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
    // Two audit entries that name the address: a reviewed payment and a reset link.
    const rejected = await pendingPayment(server, client, "Creator Pro");
    await admin.json(`/api/admin/payments/${rejected.id}/reject`, { body: { reason: "Not seen" } });
    await resetLink(id, { reason: "Asked on WhatsApp" });
    const mentionsBefore = (await server.deps.db.select().from(auditLog)).filter((a) =>
      JSON.stringify(a.detail ?? {}).includes(email),
    );
    expect(mentionsBefore).toHaveLength(2);
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
    expect(row?.detail).toEqual({ reason: "Asked by e-mail to be forgotten" });
    // No audit entry names the address any more: not the user's, not their payment's.
    const mentions = await db.select().from(auditLog);
    expect(mentions.filter((a) => JSON.stringify(a.detail ?? {}).includes(email))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect((await remove(id, { reason: "Again" })).status).toBe(404);
  });
});
