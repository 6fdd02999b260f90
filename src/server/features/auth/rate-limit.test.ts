import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { rateLimit } from "../../db/schema.ts";
import { type SmtpCapture, startSmtpCapture } from "../notifications/smtp-capture.ts";

// better-auth's limiter is off outside production; these servers run with it on, as production does.
describe("sign-in rate limit", () => {
  let server: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: true });
    proxied = await startTestServer({ rateLimit: true, env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
  });

  it("answers 429 after 5 attempts a minute from one address", async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await server.client().signIn(email, "wrong-pass")).status);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    // The bucket from the previous test is full; a forged header must not open a new one.
    const res = await server.client({ ip: "203.0.113.9" }).signIn(uniqueEmail(), "wrong-pass");
    expect(res.status).toBe(429);
  });

  it("does not open a new bucket for a made-up first hop behind a trusted proxy", async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // The proxy appends the real client (198.51.100.3) after whatever the client sent.
      const c = proxied.client({ ip: `10.0.${i}.1, 192.0.2.${i}, 198.51.100.3` });
      statuses.push((await c.signIn(email, "bad-pass1")).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it("counts each forwarded client separately behind a trusted proxy", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++)
      await proxied.client({ ip: "198.51.100.1" }).signIn(email, "bad-pass1");
    expect((await proxied.client({ ip: "198.51.100.1" }).signIn(email, "bad-pass1")).status).toBe(
      429,
    );
    expect((await proxied.client({ ip: "198.51.100.2" }).signIn(email, "bad-pass1")).status).toBe(
      401,
    );
  });
});

describe("password-reset rate limit", () => {
  let server: TestServer;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      rateLimit: true,
      env: { SMTP_URL: smtp.url, SMTP_FROM: "Awaaz <a@awaaz.test>" },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("sends 3 reset e-mails per client in 15 minutes, whichever addresses it names", async () => {
    const emails = Array.from({ length: 5 }, () => uniqueEmail("reset"));
    for (const email of emails) await server.client().signUp(email);
    const statuses: number[] = [];
    for (const email of emails) {
      const res = await server
        .client()
        .json("/api/auth/request-password-reset", { body: { email } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await smtp.waitFor(emails[2] ?? "");
    expect(smtp.mails.filter((m) => m.to.some((to) => to.startsWith("reset")))).toHaveLength(3);

    // Two minutes on, the window (15 minutes, not better-auth's default minute) still holds.
    await server.deps.db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - 2 * 60_000 })
      .where(like(rateLimit.key, "%request-password-reset%"));
    const later = await server
      .client()
      .json("/api/auth/request-password-reset", { body: { email: emails[0] } });
    expect(later.status).toBe(429);
  });
});
