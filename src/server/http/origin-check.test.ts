import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../tests/helpers/test-server.ts";
import { message } from "../../domain/messages.ts";

const EVIL = "https://evil.example";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// A request as the browser would send it, with the cookies of a signed-in client.
async function send(
  cookies: Map<string, string>,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = "{}",
) {
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(server.url + path, {
    method,
    headers: { "content-type": "application/json", cookie, ...headers },
    body,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function signedInUser() {
  const c = server.client();
  await c.signUp(uniqueEmail("csrf"));
  return c;
}

async function signedInAdmin() {
  const c = server.client();
  expect((await c.adminSignIn(TEST_ADMIN_PASSWORD)).status).toBe(200);
  return c;
}

const refused = {
  error: {
    code: "CROSS_SITE_REQUEST",
    message: message("httpForbidden"),
    key: "messages.httpForbidden",
  },
};

describe("cross-site requests", () => {
  it("refuses a foreign Origin on user routes with 403 in the error shape", async () => {
    const user = await signedInUser();
    for (const [method, path] of [
      ["POST", "/api/payments"],
      ["POST", "/api/notifications/x/read"],
      ["DELETE", "/api/generations/x"],
      ["POST", "/api/auth/sign-out"],
    ] as const) {
      const res = await send(user.cookies, method, path, { origin: EVIL });
      expect([method, path, res.status, res.body]).toEqual([method, path, 403, refused]);
    }
    // The session survived the forged sign-out.
    expect((await user.json("/api/me")).status).toBe(200);
  });

  it("refuses a foreign Origin on admin routes before the admin check", async () => {
    const admin = await signedInAdmin();
    for (const [method, path] of [
      ["POST", "/api/admin/plans"],
      ["PUT", "/api/admin/settings"],
      ["PATCH", "/api/admin/users/x"],
      ["POST", "/api/admin/payments/x/approve"],
      ["DELETE", "/api/admin/session"],
    ] as const) {
      const res = await send(admin.cookies, method, path, { origin: EVIL });
      expect([method, path, res.status, res.body]).toEqual([method, path, 403, refused]);
    }
    expect((await admin.json<{ admin: boolean }>("/api/admin/session")).body.admin).toBe(true);
  });

  it("refuses a cross-site form post, which a browser sends without a preflight", async () => {
    const admin = await signedInAdmin();
    const form = { "content-type": "application/x-www-form-urlencoded", origin: EVIL };
    const res = await send(admin.cookies, "POST", "/api/admin/plans", form, "name=Free+for+all");
    expect(res.status).toBe(403);
    // The same post from a sandboxed frame says "null".
    const sandboxed = { ...form, origin: "null" };
    expect((await send(admin.cookies, "DELETE", "/api/admin/session", sandboxed)).status).toBe(403);
  });

  it("lets the site's own origin through", async () => {
    const admin = await signedInAdmin();
    const ours = { origin: server.url };
    const res = await send(admin.cookies, "DELETE", "/api/admin/session", ours);
    expect(res).toEqual({ status: 200, body: { admin: false } });
    const user = await signedInUser();
    expect((await user.json("/api/auth/sign-out", { body: {} })).status).toBe(200);
  });

  it("without Origin, refuses what the browser marks cross-site and lets a non-browser through", async () => {
    const admin = await signedInAdmin();
    for (const site of ["cross-site", "same-site"]) {
      const res = await send(admin.cookies, "DELETE", "/api/admin/session", {
        "sec-fetch-site": site,
      });
      expect([site, res.status]).toEqual([site, 403]);
    }
    // curl or a script: no Origin, no Sec-Fetch-Site. No browser sends that for another site.
    expect(await send(admin.cookies, "DELETE", "/api/admin/session", {})).toEqual({
      status: 200,
      body: { admin: false },
    });
  });

  it("leaves GET alone", async () => {
    const user = await signedInUser();
    const res = await fetch(`${server.url}/api/site`, { headers: { origin: EVIL } });
    expect(res.status).toBe(200);
    expect((await user.json("/api/me", { headers: { origin: EVIL } })).status).toBe(200);
  });
});

describe("cross-site requests with PUBLIC_URL", () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ env: { PUBLIC_URL: "https://voice.example.pk" } });
  });
  afterAll(() => site.close());

  it("trusts PUBLIC_URL's origin only, not the Host the request names", async () => {
    const admin = site.client();
    const signIn = (origin: string) =>
      admin.json("/api/admin/session", { body: { password: "wrong-pass" }, headers: { origin } });
    expect((await signIn(site.url)).status).toBe(403);
    expect((await signIn("https://voice.example.pk")).status).toBe(401);
  });
});
