import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("accounts", () => {
  it("signs up, then signs in with the same password", async () => {
    const email = uniqueEmail();
    const up = await server.client().signUp(email);
    expect(up.status).toBe(200);
    const c = server.client();
    const res = await c.signIn(email);
    expect(res.status).toBe(200);
    expect((await c.json("/api/me")).status).toBe(200);
  });

  it("refuses a second account with the same email", async () => {
    const email = uniqueEmail();
    await server.client().signUp(email);
    const again = await server.client().signUp(email);
    expect(again.status).toBe(422);
  });

  it("refuses passwords shorter than 8 or longer than 128 characters", async () => {
    const short = await server.client().signUp(uniqueEmail(), "short12");
    expect(short.status).toBe(400);
    const long = await server.client().signUp(uniqueEmail(), "x".repeat(129));
    expect(long.status).toBe(400);
    const ok = await server.client().signUp(uniqueEmail(), "x".repeat(128));
    expect(ok.status).toBe(200);
  });

  it("refuses a wrong password", async () => {
    const email = uniqueEmail();
    await server.client().signUp(email);
    const c = server.client();
    expect((await c.signIn(email, "wrong-password")).status).toBe(401);
    expect((await c.json("/api/me")).status).toBe(401);
  });

  it("sign-out ends the session on the server, not only in the browser", async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    const saved = new Map(c.cookies);
    expect((await c.signOut()).status).toBe(200);
    expect((await c.json("/api/me")).status).toBe(401);
    // Replaying the old session token (without the signed cache cookie) must fail too.
    const replay = server.client();
    for (const [k, v] of saved) if (!k.includes("session_data")) replay.cookies.set(k, v);
    expect((await replay.json("/api/me")).status).toBe(401);
  });

  it("sets HttpOnly, SameSite=Lax session cookies", async () => {
    const res = await server.client().request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail(), password: "password123", name: "x" }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a cross-site POST that carries the session cookie", async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    const res = await c.json("/api/auth/sign-out", {
      body: {},
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await c.json("/api/me")).status).toBe(200);
  });
});

describe("/api/me", () => {
  it("answers 401 in the error shape when signed out", async () => {
    const res = await server.client().json("/api/me");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: "UNAUTHORIZED",
        message: message("authNotSignedIn"),
        key: "messages.authNotSignedIn",
      },
    });
  });

  it("creates the profile on first access with the product's defaults", async () => {
    const c = server.client();
    const email = uniqueEmail("amna.k");
    await c.signUp(email);
    const res = await c.json<{ profile: Record<string, unknown> }>("/api/me");
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      email,
      displayName: email.split("@")[0],
      accountStatus: "free",
      subscriptionPlan: "free",
      status: "active",
      isActive: true,
      voicesGenerated: 0,
      limit: 2,
      remaining: 2,
      unlimited: false,
      plan: null,
      planExpiry: null,
    });
  });

  it("creates exactly one profile when two first requests race", async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    const results = await Promise.all(Array.from({ length: 8 }, () => c.json("/api/me")));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const { profiles } = await import("../../db/schema.ts");
    const { eq } = await import("drizzle-orm");
    const me = results[0]?.body as { user: { id: string } };
    const rows = await server.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, me.user.id));
    expect(rows).toHaveLength(1);
  });
});
