// Forgotten passwords end to end through a real SMTP server: the e-mailed link, the admin's
// hand-made link, and the ways a link must fail.
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailingServer } from "../../../../tests/helpers/mailing-server.ts";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer } from "../../../../tests/helpers/test-server.ts";
import { user, verification } from "../../db/schema.ts";

const mailing = mailingServer();

async function account() {
  const email = uniqueEmail();
  const c = mailing.server.client();
  await c.signUp(email, "old-password-1");
  const me = await c.json<{ user: { id: string } }>("/api/me");
  return { c, email, id: me.body.user.id };
}

/** The token of the reset link in the mail sent to `to` (quoted-printable joins undone). */
async function mailedToken(to: string): Promise<string> {
  const mail = await mailing.smtp.waitFor(to);
  const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /\/reset-password\?token=([\w-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no reset link in ${body}`);
  return match[1];
}

const requestReset = (email: string) =>
  mailing.server.client().json("/api/auth/request-password-reset", { body: { email } });
const reset = (token: string, newPassword = "new-password-1") =>
  mailing.server.client().json("/api/auth/reset-password", { body: { token, newPassword } });

describe("forgot password by e-mail", () => {
  it("mails a link to our page that sets a new password once and signs out the old sessions", async () => {
    const { c, email } = await account();
    const asked = await requestReset(email);
    expect(asked.status).toBe(200);
    const token = await mailedToken(email);
    expect((await reset(token)).status).toBe(200);
    expect((await mailing.server.client().signIn(email, "old-password-1")).status).toBe(401);
    expect((await mailing.server.client().signIn(email, "new-password-1")).status).toBe(200);
    // The session that knew the old password is gone (its cookie cache aside).
    c.cookies.delete("better-auth.session_data");
    expect((await c.json("/api/me")).status).toBe(401);
    // Used twice: refused.
    expect((await reset(token, "third-password-1")).status).toBe(400);
    expect((await mailing.server.client().signIn(email, "third-password-1")).status).toBe(401);
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const { email } = await account();
    const known = await requestReset(email);
    const unknown = await requestReset(uniqueEmail("nobody"));
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await mailing.smtp.waitFor(email);
    expect(mailing.smtp.mails.some((m) => m.to.some((to) => to.startsWith("nobody")))).toBe(false);
  });

  it("refuses an expired link", async () => {
    const { email } = await account();
    await requestReset(email);
    const token = await mailedToken(email);
    await mailing.server.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect((await reset(token)).status).toBe(400);
    expect((await mailing.server.client().signIn(email, "new-password-1")).status).toBe(401);
  });

  it("makes links that last one hour", async () => {
    const { email, id } = await account();
    await requestReset(email);
    await mailedToken(email);
    const [row] = await mailing.server.deps.db
      .select()
      .from(verification)
      .where(eq(verification.value, id));
    const left = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(59 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);
  });
});

describe("the admin's reset link", () => {
  it("resets only the user it was made for, once", async () => {
    const a = await account();
    const b = await account();
    const link = await mailing.server.deps.account.resetLink(a.id, "https://awaaz.test");
    expect(link).toMatch(/^https:\/\/awaaz\.test\/reset-password\?token=/);
    const token = new URL(link ?? "").searchParams.get("token") ?? "";
    expect((await reset(token)).status).toBe(200);
    expect((await mailing.server.client().signIn(a.email, "new-password-1")).status).toBe(200);
    // b's password is untouched by a's link, and the link is spent.
    expect((await mailing.server.client().signIn(b.email, "old-password-1")).status).toBe(200);
    expect((await reset(token, "other-password-1")).status).toBe(400);
  });

  it("makes no link for an unknown user", async () => {
    expect(
      await mailing.server.deps.account.resetLink("no-such-user", "https://awaaz.test"),
    ).toBeNull();
    const rows = await mailing.server.deps.db
      .select()
      .from(verification)
      .where(like(verification.value, "no-such-user"));
    expect(rows).toHaveLength(0);
  });
});

describe("without SMTP", () => {
  it("refuses to send a reset and says so on /api/site", async () => {
    const bare = await startTestServer();
    try {
      const site = await bare.client().json<{ auth: { email: boolean } }>("/api/site");
      expect(site.body.auth.email).toBe(false);
      const res = await bare
        .client()
        .json("/api/auth/request-password-reset", { body: { email: uniqueEmail() } });
      expect(res.status).toBe(400);
    } finally {
      await bare.close();
    }
    const site = await mailing.server.client().json<{ auth: { email: boolean } }>("/api/site");
    expect(site.body.auth.email).toBe(true);
  });
});

describe("changing the e-mail address", () => {
  it("replaces an unverified address at once", async () => {
    const { c } = await account();
    const next = uniqueEmail("moved");
    expect((await c.json("/api/auth/change-email", { body: { newEmail: next } })).status).toBe(200);
    c.cookies.delete("better-auth.session_data");
    const me = await c.json<{ user: { email: string } }>("/api/me");
    expect(me.body.user.email).toBe(next);
  });

  it("keeps a verified address until the new one answers the e-mailed link", async () => {
    const { c, email, id } = await account();
    await mailing.server.deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    const next = uniqueEmail("verified");
    const asked = await c.json("/api/auth/change-email", {
      body: { newEmail: next, callbackURL: "/account" },
    });
    expect(asked.status).toBe(200);
    const [before] = await mailing.server.deps.db.select().from(user).where(eq(user.id, id));
    expect(before?.email).toBe(email);

    const mail = await mailing.smtp.waitFor(next);
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(body)?.[0] ?? "";
    const opened = await c.request(new URL(link).pathname + new URL(link).search);
    expect(opened.status).toBe(302);
    const [after] = await mailing.server.deps.db.select().from(user).where(eq(user.id, id));
    expect(after).toMatchObject({ email: next, emailVerified: true });
  });
});
