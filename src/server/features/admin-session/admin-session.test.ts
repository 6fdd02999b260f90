import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
  testClock,
} from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { adminSessions } from "../../db/schema.ts";
import { ADMIN_CHECK_DELAY_MS, ADMIN_MAX_FAILURES } from "./service.ts";

const HOUR = 60 * 60 * 1000;
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock, env: { TRUST_PROXY: "true" } });
});
afterAll(() => server.close());

// A distinct forwarded address per test keeps their failure counters apart.
let n = 0;
const admin = () => server.client({ ip: `192.0.2.${++n}` });

// Wrong passwords sent at once: each answer takes the 800 ms delay, and they count the same as
// one after the other (the parallel test below shows the count holds).
function wrongAtOnce(c: ReturnType<typeof admin>, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => (await c.adminSignIn(`wrong-${i}`)).status),
  );
}

describe("admin gate", () => {
  it("refuses a wrong password with 401, no sooner than 800 ms", async () => {
    const res = await admin().adminSignIn("not-the-password");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: "INVALID_ADMIN_PASSWORD",
        message: message("adminInvalidPassword"),
        key: "messages.adminInvalidPassword",
      },
    });
    expect(res.ms).toBeGreaterThanOrEqual(ADMIN_CHECK_DELAY_MS - 5);
  });

  it("answers 429 to the 6th failure within 15 minutes, even with the right password", async () => {
    const c = admin();
    expect(await wrongAtOnce(c, ADMIN_MAX_FAILURES)).toEqual(Array(ADMIN_MAX_FAILURES).fill(401));
    expect((await c.adminSignIn("wrong-again")).status).toBe(429);
    expect((await c.adminSignIn(TEST_ADMIN_PASSWORD)).status).toBe(429);
  });

  it("checks at most 5 of 30 parallel wrong passwords from one address; the rest get 429", async () => {
    const ip = `192.0.2.${++n}`;
    // Behind the trusted proxy a client may write anything left of the address the proxy adds.
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const c = server.client({ ip: `10.${i}.0.1, 203.0.113.${i}, ${ip}` });
        return (await c.adminSignIn(`wrong-${i}`)).status;
      }),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADMIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - ADMIN_MAX_FAILURES);
    expect((await server.client({ ip }).adminSignIn(TEST_ADMIN_PASSWORD)).status).toBe(429);
  });

  it("does not count a right password against the address", async () => {
    const c = admin();
    expect(await wrongAtOnce(c, ADMIN_MAX_FAILURES - 1)).toEqual(
      Array(ADMIN_MAX_FAILURES - 1).fill(401),
    );
    // One at a time: a check in flight holds one of the address's remaining tries until it
    // is known to be right, so three at once with one try left would get two 429s.
    for (let i = 0; i < 3; i++) expect((await c.adminSignIn(TEST_ADMIN_PASSWORD)).status).toBe(200);
    expect((await c.adminSignIn("wrong-last")).status).toBe(401);
    expect((await c.adminSignIn("wrong-again")).status).toBe(429);
  });

  it("sets an HttpOnly, SameSite=Strict cookie for the right password and opens admin routes", async () => {
    const c = admin();
    expect((await c.json("/api/admin/overview")).status).toBe(401);
    const res = await c.request("/api/admin/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith("awaaz_admin="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect((await c.json<{ admin: boolean }>("/api/admin/session")).body.admin).toBe(true);
    expect((await c.json("/api/admin/overview")).status).toBe(200);
    // Only the token's SHA-256 is stored: a leaked table holds no usable session.
    const token = c.cookies.get("awaaz_admin") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(32);
    const stored = (await server.deps.db.select().from(adminSessions)).map((r) => r.id);
    expect(stored).toContain(createHash("sha256").update(token).digest("hex"));
    expect(stored).not.toContain(token);
  });

  it("answers 401 on admin routes without a session, in the error shape", async () => {
    const res = await admin().json("/api/admin/users");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: "ADMIN_UNAUTHORIZED",
        message: message("adminNotAdmin"),
        key: "messages.adminNotAdmin",
      },
    });
  });

  it("refuses a session older than 24 hours", async () => {
    const c = admin();
    expect((await c.adminSignIn(TEST_ADMIN_PASSWORD)).status).toBe(200);
    clock.advance(23 * HOUR);
    expect((await c.json("/api/admin/session")).body).toEqual({ admin: true });
    clock.advance(2 * HOUR);
    expect((await c.json("/api/admin/session")).body).toEqual({ admin: false });
    expect((await c.json("/api/admin/overview")).status).toBe(401);
  });

  it("ends the session on DELETE", async () => {
    const c = admin();
    await c.adminSignIn(TEST_ADMIN_PASSWORD);
    const token = c.cookies.get("awaaz_admin") ?? "";
    const replay = admin();
    replay.cookies.set("awaaz_admin", token);
    expect((await replay.json("/api/admin/overview")).status).toBe(200);
    await c.json("/api/admin/session", { method: "DELETE" });
    expect((await replay.json("/api/admin/overview")).status).toBe(401);
  });
});
