// better-auth's refusals name their catalogue text, so the web says them in the reader's language
// (docs/architecture.md, HTTP API).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { byKey, type MessageKey, message } from "../../../domain/messages.ts";
import { errorBody } from "../../http/errors.ts";
import { withCatalogueKey } from "./refusals.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A refusal that names `key`, its message the catalogue's English. */
const named = (code: string, key: MessageKey) => errorBody(code, byKey(key)).error;

describe("better-auth's refusals", () => {
  it("name the sign-in's and the sign-up's texts", async () => {
    const email = uniqueEmail();
    await server.client().signUp(email);
    const wrong = await server.client().signIn(email, "wrong-password");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(named("INVALID_EMAIL_OR_PASSWORD", "authWrongCredentials"));
    const again = await server.client().signUp(email);
    expect(again.status).toBe(422);
    expect(again.body).toEqual(named("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "authEmailTaken"));
    const short = await server.client().signUp(uniqueEmail(), "short12");
    expect(short.body).toEqual(named("PASSWORD_TOO_SHORT", "authPasswordLength"));
  });

  it("name the account forms' texts", async () => {
    const c = server.client();
    const email = uniqueEmail();
    await c.signUp(email);
    const change = await c.json("/api/auth/change-password", {
      body: { currentPassword: "not-the-password", newPassword: "password456" },
    });
    expect(change.status).toBe(400);
    expect(change.body).toEqual(named("INVALID_PASSWORD", "accountWrongPassword"));
    const reset = await c.json("/api/auth/reset-password", {
      body: { token: "made-up", newPassword: "password456" },
    });
    expect(reset.body).toEqual(named("INVALID_TOKEN", "accountResetInvalid"));
    const signedOut = await server.client().json("/api/auth/revoke-other-sessions", { body: {} });
    expect(signedOut.body).toEqual(named("UNAUTHORIZED", "authNotSignedIn"));
    // One better-auth names by its words only: the general text, its own words kept for scripts.
    const same = await c.json("/api/auth/change-email", { body: { newEmail: email } });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ message: "Email is the same", key: "messages.authRefused" });
  });

  it("give its limiter's answer our code, and leave a named refusal and a 5xx as they are", async () => {
    const limited = await withCatalogueKey(
      new Response(JSON.stringify({ message: "Too many requests. Please try again later." }), {
        status: 429,
        headers: { "content-type": "application/json", "x-retry-after": "42" },
      }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-retry-after")).toBe("42");
    expect(await limited.json()).toEqual(named("RATE_LIMITED", "httpRateLimited"));
    for (const answer of [
      Response.json(
        { code: "EMAIL_NOT_VERIFIED", message: "…", key: "messages.x" },
        { status: 403 },
      ),
      Response.json({ code: "FAILED_TO_GET_SESSION", message: "…" }, { status: 500 }),
    ])
      expect(await withCatalogueKey(answer)).toBe(answer);
  });

  it("give an empty refusal (an account deleted meanwhile) the general words, as JSON", async () => {
    const empty = await withCatalogueKey(new Response(null, { status: 404 }));
    expect(empty.status).toBe(404);
    expect(empty.headers.get("content-type")).toBe("application/json");
    expect(await empty.json()).toEqual({
      message: message("authRefused"),
      key: "messages.authRefused",
    });
  });
});
