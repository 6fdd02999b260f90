import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("the lean session check", () => {
  it("refuses a signed-out session within 60 seconds, even replayed with its signed cookie", async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    // Twice, so the second answer comes from the remembered cookie.
    expect((await c.json("/api/me")).status).toBe(200);
    expect((await c.json("/api/me")).status).toBe(200);
    const replay = server.client();
    for (const [k, v] of c.cookies) replay.cookies.set(k, v);
    expect((await c.signOut()).status).toBe(200);

    // The signed cookie stands in for the session row for at most its minute (docs/architecture.md, A request).
    expect((await replay.json("/api/me")).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    expect((await replay.json("/api/me")).status).toBe(401);
  });

  it("refuses a signed cookie whose payload was altered", async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    expect((await c.json("/api/me")).status).toBe(200);
    const forged = server.client();
    for (const [k, v] of c.cookies) {
      if (!k.includes("session_data")) continue;
      // The same signature over a payload that now claims another user's id.
      const payload = JSON.parse(Buffer.from(v, "base64url").toString("utf8"));
      payload.session.user.id = "someone-else";
      forged.cookies.set(k, Buffer.from(JSON.stringify(payload)).toString("base64url"));
    }
    expect(forged.cookies.size).toBe(1);
    expect((await forged.json("/api/me")).status).toBe(401);
  });

  it("tells two users apart when both send signed cookies", async () => {
    const a = server.client();
    const b = server.client();
    const emailA = uniqueEmail();
    const emailB = uniqueEmail();
    await a.signUp(emailA);
    await b.signUp(emailB);
    for (let i = 0; i < 2; i++) {
      expect((await a.json<{ user: { email: string } }>("/api/me")).body.user.email).toBe(emailA);
      expect((await b.json<{ user: { email: string } }>("/api/me")).body.user.email).toBe(emailB);
    }
  });
});
