// Every link the site e-mails is built on PUBLIC_URL (else this machine's own address), never on
// the Host header a request arrived with: anyone can ask for a reset mail to someone else's
// address, and would otherwise choose where its link points.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { type Mailing, mailingServer } from "../../../../tests/helpers/mailing-server.ts";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";

const PUBLIC_URL = "https://voice.example.pk";
const withPublicUrl = mailingServer({ PUBLIC_URL });
const without = mailingServer();

/** A POST with a forged Host (fetch will not send one), and an Origin that matches what it checks. */
function forged(mailing: Mailing, path: string, body: unknown, origin: string) {
  const url = new URL(path, mailing.server.url);
  return new Promise<number>((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      headers: { host: "evil.example", origin, "content-type": "application/json" },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

async function linksTo(mailing: Mailing, to: string): Promise<string[]> {
  const mail = await mailing.smtp.waitFor(to);
  const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return body.match(/https?:\/\/[^\s"]+/g) ?? [];
}

async function signedUp(mailing: Mailing, origin: string) {
  const email = uniqueEmail();
  const body = { email, password: "password123", name: "Mail" };
  const res = await mailing.server.client().json("/api/auth/sign-up/email", {
    body,
    headers: { origin },
  });
  expect(res.status).toBe(200);
  return email;
}

describe.each([
  ["PUBLIC_URL", withPublicUrl, PUBLIC_URL, PUBLIC_URL],
  // Host's own origin passes the origin check, as an attacker's request would.
  ["no PUBLIC_URL", without, "http://localhost:3000", "http://evil.example"],
])("with %s and a forged Host header", (_, mailing, expected, origin) => {
  // The origin a browser on the site sends (the server's own address is known once it started).
  const site = () => (expected === PUBLIC_URL ? PUBLIC_URL : mailing.server.url);
  it("mails the reset link on the site's address", async () => {
    const email = await signedUp(mailing, site());
    const status = await forged(mailing, "/api/auth/request-password-reset", { email }, origin);
    expect(status).toBe(200);
    const links = await linksTo(mailing, email);
    expect(links).toEqual([expect.stringMatching(/\/reset-password\?token=[\w-]+$/)]);
    expect(links[0]?.startsWith(`${expected}/reset-password?token=`)).toBe(true);
  });

  it("mails the verification link on the site's address", async () => {
    const email = await signedUp(mailing, site());
    const status = await forged(
      mailing,
      "/api/auth/send-verification-email",
      { email, callbackURL: "/dashboard" },
      origin,
    );
    expect(status).toBe(200);
    const links = await linksTo(mailing, email);
    expect(links).toHaveLength(1);
    expect(links[0]?.startsWith(`${expected}/api/auth/verify-email?token=`)).toBe(true);
  });
});
