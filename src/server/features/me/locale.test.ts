// The language a profile remembers (PUT /api/me/locale) and the e-mails written in it.
import { describe, expect, it } from "vitest";
import { mailingServer } from "../../../../tests/helpers/mailing-server.ts";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { translate } from "../../i18n.ts";
import type { CapturedMail } from "../notifications/smtp-capture.ts";

const mailing = mailingServer();

type Me = { profile: { locale: string | null } };

async function signedIn() {
  const email = uniqueEmail();
  const c = mailing.server.client();
  await c.signUp(email, "a-password-1");
  return { c, email };
}

const choose = (c: ReturnType<TestServer["client"]>, locale: unknown) =>
  c.json("/api/me/locale", { method: "PUT", body: { locale } });

/** The mail's subject and body as the reader sees them (encoded words and base64 undone). */
function readable(mail: CapturedMail): string {
  const [head = "", ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const subject = head
    .replace(/\r?\n[ \t]/g, "")
    .replace(/=\?UTF-8\?B\?([^?]+)\?=\s*/gi, (_, b64: string) =>
      Buffer.from(b64, "base64").toString("utf8"),
    );
  const body = rest.join("\n\n");
  const decoded = /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : body.replace(/=\r?\n/g, "");
  return `${subject}\n${decoded}`;
}

describe("PUT /api/me/locale", () => {
  it("remembers the language in the profile: null until chosen, then the choice", async () => {
    const { c } = await signedIn();
    expect((await c.json<Me>("/api/me")).body.profile.locale).toBeNull();
    const saved = await choose(c, "ur");
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ok: true });
    // The profile read right after the write is not the cached one from before it.
    expect((await c.json<Me>("/api/me")).body.profile.locale).toBe("ur");
    await choose(c, "en");
    expect((await c.json<Me>("/api/me")).body.profile.locale).toBe("en");
  });

  it("refuses a language the site does not speak, and a visitor", async () => {
    const { c } = await signedIn();
    for (const bad of ["fr", "", null, 1, "UR"]) {
      const res = await choose(c, bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: "BAD_REQUEST" } });
    }
    expect((await c.json<Me>("/api/me")).body.profile.locale).toBeNull();
    expect((await choose(mailing.server.client(), "ur")).status).toBe(401);
  });
});

describe("e-mails in the recipient's language", () => {
  it("writes an Urdu reader's reset mail in Urdu, and an undecided reader's in English", async () => {
    const urdu = await signedIn();
    await choose(urdu.c, "ur");
    await mailing.server
      .client()
      .json("/api/auth/request-password-reset", { body: { email: urdu.email } });
    const inUrdu = readable(await mailing.smtp.waitFor(urdu.email));
    const site = "Awaaz";
    expect(inUrdu).toContain(translate("ur", "email.resetSubject", { site }));
    expect(inUrdu).toContain(translate("ur", "email.resetText", { site, link: "" }).split("\n")[0]);

    const english = await signedIn();
    await mailing.server.client().json("/api/auth/request-password-reset", {
      body: { email: english.email },
    });
    expect(readable(await mailing.smtp.waitFor(english.email))).toContain(
      `Reset your ${site} password`,
    );
  });

  it("writes a new account's verification mail in the language its page showed", async () => {
    const settings = await mailing.server.deps.settings.get();
    await mailing.server.deps.settings.update({ ...settings, requireEmailVerification: true });
    try {
      const site = "Awaaz";
      // What src/web/lib/api.ts sends from a page in Urdu.
      const other = uniqueEmail();
      await mailing.server.client().json("/api/auth/sign-up/email", {
        body: { email: other, password: "a-password-1", name: "x" },
        headers: { "accept-language": "ur" },
      });
      expect(readable(await mailing.smtp.waitFor(other))).toContain(
        translate("ur", "email.verifySubject", { site }),
      );
      const english = uniqueEmail();
      await mailing.server.client().signUp(english, "a-password-1");
      expect(readable(await mailing.smtp.waitFor(english))).toContain(
        translate("en", "email.verifySubject", { site }),
      );
    } finally {
      await mailing.server.deps.settings.update(settings);
    }
  });
});
