import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../../tests/helpers/test-server.ts";
import { type AuditPage, adminText } from "../../../domain/admin.ts";
import { message } from "../../../domain/messages.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = "a-new-admin-password";

describe("POST /api/admin/settings/password", () => {
  it("needs the current password, then ends every other admin session but the caller's", async () => {
    const me = server.client();
    const other = server.client();
    await Promise.all([
      me.adminSignIn(TEST_ADMIN_PASSWORD),
      other.adminSignIn(TEST_ADMIN_PASSWORD),
    ]);

    const wrong = await me.json<{ error: { message: string } }>("/api/admin/settings/password", {
      body: { currentPassword: "not-it", newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe(adminText.wrongCurrentPassword);
    const short = await me.json<{ error: { message: string } }>("/api/admin/settings/password", {
      body: { currentPassword: TEST_ADMIN_PASSWORD, newPassword: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(message("authPasswordLength"));
    expect((await other.json("/api/admin/overview")).status).toBe(200);

    const ok = await me.json("/api/admin/settings/password", {
      body: { currentPassword: TEST_ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect((await me.json("/api/admin/overview")).status).toBe(200);
    expect((await other.json("/api/admin/overview")).status).toBe(401);

    const old = await server.client().adminSignIn(TEST_ADMIN_PASSWORD);
    expect(old.status).toBe(401);
    const fresh = server.client();
    expect((await fresh.adminSignIn(NEW_PASSWORD)).status).toBe(200);
    expect((await fresh.json("/api/admin/overview")).status).toBe(200);

    const audit = await me.json<AuditPage>("/api/admin/audit");
    expect(audit.body.items.map((r) => r.action)).toEqual([
      "admin.sign_in",
      "admin.sign_in_failed",
      "admin.password_change",
      "admin.password_change_failed",
      "admin.sign_in",
      "admin.sign_in",
    ]);
  });
});
