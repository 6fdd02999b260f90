// The data export and account deletion, checked in the database and the audio store.
import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import {
  account,
  apiKeys,
  generations,
  notifications,
  payments,
  profiles,
  session,
  user,
  verification,
} from "../../db/schema.ts";
import { pendingPayment, signedUpUser, startPlansServer } from "../payments/test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startPlansServer({
    configure: (o) => ({ ...o, generationsPerMinute: 1000 }),
  });
});
afterAll(() => server.close());

async function userWithData() {
  const u = await signedUpUser(server);
  const made = await u.client.json<{ generation: { id: string } }>("/api/generations", {
    body: { voiceId: "basic-en-us-male-1", text: "Hello from Awaaz." },
  });
  expect(made.status).toBe(201);
  const payment = await pendingPayment(server, u.client);
  await u.client.json("/api/keys", { body: { name: "script" } });
  return { ...u, generationId: made.body.generation.id, payment };
}

async function audioKeys(userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of server.deps.audio.keys(`${userId}/`)) keys.push(key);
  return keys;
}

type Export = {
  account: { email: string };
  profile: { userId: string };
  payments: PaymentView[];
  generations: { id: string; audioUrl: string }[];
  notifications: unknown[];
};

describe("GET /api/account/export", () => {
  it("holds the profile, payments, generations with audio links and notifications", async () => {
    const u = await userWithData();
    const res = await u.client.json<Export>("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment/);
    expect(res.body.account.email).toBe(u.email);
    expect(res.body.profile.userId).toBe(u.id);
    expect(res.body.payments.map((p) => p.id)).toEqual([u.payment.id]);
    expect(res.body.generations).toEqual([
      expect.objectContaining({
        id: u.generationId,
        audioUrl: `${server.url}/api/generations/${u.generationId}/audio`,
      }),
    ]);
    expect(res.body.notifications).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await server.client().json("/api/account/export")).status).toBe(401);
  });
});

describe("DELETE /api/account", () => {
  it("refuses a wrong password and keeps everything", async () => {
    const u = await userWithData();
    const res = await u.client.json("/api/account", {
      method: "DELETE",
      body: { password: "not-my-password" },
    });
    expect(res.status).toBe(403);
    expect(await audioKeys(u.id)).toHaveLength(1);
    expect(await server.deps.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);
  });

  it("removes the audio and every personal row, keeps the payment anonymised, signs out", async () => {
    const u = await userWithData();
    await server.deps.account.resetLink(u.id, server.url);
    const other = await userWithData();
    expect(await audioKeys(u.id)).toHaveLength(1);

    const res = await u.client.json("/api/account", {
      method: "DELETE",
      body: { password: "password123" },
    });
    expect(res.status).toBe(200);
    expect((await u.client.json("/api/me")).status).toBe(401);
    expect((await server.client().signIn(u.email)).status).toBe(401);

    const { db } = server.deps;
    expect(await audioKeys(u.id)).toEqual([]);
    for (const [table, column] of [
      [user, user.id],
      [session, session.userId],
      [account, account.userId],
      [profiles, profiles.userId],
      [generations, generations.userId],
      [notifications, notifications.userId],
      [apiKeys, apiKeys.userId],
      [payments, payments.userId],
      [verification, verification.value],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, u.id))).toEqual([]);
    }
    const [kept] = await db.select().from(payments).where(eq(payments.id, u.payment.id));
    expect(kept).toMatchObject({ userId: null, status: "rejected", amount: u.payment.amount });
    expect(kept?.userEmail).not.toBe(u.email);
    const mentions = await db
      .select()
      .from(payments)
      .where(or(eq(payments.userEmail, u.email), eq(payments.accountHolder, u.email)));
    expect(mentions).toEqual([]);

    // The other user is untouched.
    expect(await audioKeys(other.id)).toHaveLength(1);
    expect((await other.client.json("/api/me")).status).toBe(200);
  });

  it("asks an account without a password (Google's) for its own address instead", async () => {
    const u = await userWithData();
    expect((await u.client.json("/api/account")).body).toEqual({ hasPassword: true });
    // What a Google sign-up leaves: no credential account, so no password to give.
    await server.deps.db
      .delete(account)
      .where(and(eq(account.userId, u.id), eq(account.providerId, "credential")));
    expect((await u.client.json("/api/account")).body).toEqual({ hasPassword: false });

    const del = (body: Record<string, string>) =>
      u.client.json<{ error: { code: string } }>("/api/account", { method: "DELETE", body });
    expect((await del({ password: "password123" })).body.error.code).toBe("WRONG_EMAIL");
    expect((await del({ email: "someone-else@awaaz.test" })).status).toBe(403);
    expect(await server.deps.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);
    expect((await del({ email: ` ${u.email.toUpperCase()} ` })).status).toBe(200);
    expect(await server.deps.db.select().from(user).where(eq(user.id, u.id))).toEqual([]);
    expect(await audioKeys(u.id)).toEqual([]);
  });

  it("is refused without a session", async () => {
    const res = await server.client().json("/api/account", {
      method: "DELETE",
      body: { password: "password123" },
    });
    expect(res.status).toBe(401);
  });
});

describe("better-auth's account endpoints the account page uses", () => {
  it("changes the password only with the current one", async () => {
    const u = await signedUpUser(server);
    const change = (currentPassword: string) =>
      u.client.json("/api/auth/change-password", {
        body: { currentPassword, newPassword: "changed-password-1", revokeOtherSessions: true },
      });
    expect((await change("not-my-password")).status).toBe(400);
    expect((await server.client().signIn(u.email, "changed-password-1")).status).toBe(401);
    expect((await change("password123")).status).toBe(200);
    expect((await server.client().signIn(u.email, "changed-password-1")).status).toBe(200);
  });

  it("signs out every other session and keeps this one", async () => {
    const u = await signedUpUser(server);
    const elsewhere = server.client();
    expect((await elsewhere.signIn(u.email)).status).toBe(200);
    const mine = await u.client.json<{ session: { id: string } }>("/api/auth/get-session");
    expect((await u.client.json("/api/auth/revoke-other-sessions", { body: {} })).status).toBe(200);
    const rows = await server.deps.db.select().from(session).where(eq(session.userId, u.id));
    expect(rows.map((r) => r.id)).toEqual([mine.body.session.id]);
    // Without its signed cache (it lasts 60 s, src/server/auth.ts), the other browser is out.
    elsewhere.cookies.delete("better-auth.session_data");
    expect((await elsewhere.json("/api/me")).status).toBe(401);
    expect((await u.client.json("/api/me")).status).toBe(200);
  });
});
