// E-mail verification as the operator's setting, through a real SMTP server: off, nobody is
// asked; on, an unverified address gets a link and no session until it opens it.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailingServer } from "../../../../tests/helpers/mailing-server.ts";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer } from "../../../../tests/helpers/test-server.ts";
import { session, user } from "../../db/schema.ts";

const mailing = mailingServer();

async function requireVerification(on: boolean) {
  const current = await mailing.server.deps.settings.get();
  await mailing.server.deps.settings.update({ ...current, requireEmailVerification: on });
}

/** The path and query of the verification link in the newest mail sent to `to`. */
async function mailedLink(to: string): Promise<string> {
  const mail = await mailing.smtp.waitFor(to);
  const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /https?:\/\/[^/\s]+(\/api\/auth\/verify-email\?[^\s]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no verification link in ${body}`);
  return match[1];
}

const sessionsOf = async (email: string) => {
  const [row] = await mailing.server.deps.db.select().from(user).where(eq(user.email, email));
  if (!row) return [];
  return mailing.server.deps.db.select().from(session).where(eq(session.userId, row.id));
};

describe("with verification off", () => {
  beforeEach(() => requireVerification(false));

  it("signs a new account in at once and mails nothing", async () => {
    const email = uniqueEmail("off");
    const c = mailing.server.client();
    expect((await c.signUp(email)).status).toBe(200);
    expect((await c.json("/api/me")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailing.smtp.mails.some((m) => m.to.includes(email))).toBe(false);
  });
});

describe("with verification on", () => {
  beforeEach(() => requireVerification(true));

  it("holds a new account until its link is opened, then signs it in", async () => {
    const email = uniqueEmail("on");
    const c = mailing.server.client();
    const signedUp = await c.signUp(email);
    expect(signedUp.status).toBe(403);
    expect(signedUp.body).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(String(signedUp.body.message)).toContain(email);
    expect(c.cookies.size).toBe(0);
    expect(await sessionsOf(email)).toHaveLength(0);
    expect((await c.json("/api/me")).status).toBe(401);

    const link = await mailedLink(email);
    const opened = await c.request(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/dashboard");
    expect((await c.json("/api/me")).status).toBe(200);
    // From now on the password alone signs in.
    expect((await mailing.server.client().signIn(email)).status).toBe(200);
  });

  it("refuses a right password for an unverified address, mails a new link, and leaves no session", async () => {
    await requireVerification(false);
    const email = uniqueEmail("later");
    await mailing.server.client().signUp(email);
    await requireVerification(true);

    const c = mailing.server.client();
    const before = (await sessionsOf(email)).length;
    const res = await c.signIn(email);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(c.cookies.size).toBe(0);
    expect(await sessionsOf(email)).toHaveLength(before);
    await mailedLink(email);
  });

  it("answers a wrong password as before and mails nothing", async () => {
    const email = uniqueEmail("wrong");
    await mailing.server.client().signUp(email);
    await mailedLink(email);
    const count = mailing.smtp.mails.filter((m) => m.to.includes(email)).length;
    const res = await mailing.server.client().signIn(email, "not-the-password");
    expect(res.status).toBe(401);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailing.smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(count);
  });

  it("lets a verified address (as Google's are) sign in without a mail", async () => {
    await requireVerification(false);
    const email = uniqueEmail("google");
    await mailing.server.client().signUp(email);
    await mailing.server.deps.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.email, email));
    await requireVerification(true);
    expect((await mailing.server.client().signIn(email)).status).toBe(200);
  });
});

describe("without SMTP", () => {
  it("asks nobody, whatever the setting says", async () => {
    const bare = await startTestServer();
    try {
      const current = await bare.deps.settings.get();
      await bare.deps.settings.update({ ...current, requireEmailVerification: true });
      const c = bare.client();
      expect((await c.signUp(uniqueEmail("bare"))).status).toBe(200);
      expect((await c.json("/api/me")).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
