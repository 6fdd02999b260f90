// Every admin route answers 401 without a live admin session (and with a user's).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const routes: [string, string, unknown?][] = [
  ["GET", "/api/admin/overview"],
  ["GET", "/api/admin/users?q=a&page=1"],
  ["GET", "/api/admin/users/export.csv"],
  ["PATCH", "/api/admin/users/some-id", { status: "inactive" }],
  ["GET", "/api/admin/broadcasts"],
  ["POST", "/api/admin/broadcasts", { title: "t", description: "d" }],
  ["PUT", "/api/admin/broadcasts/1", { title: "t", description: "d" }],
  ["DELETE", "/api/admin/broadcasts/1"],
  ["GET", "/api/admin/settings"],
  ["PUT", "/api/admin/settings", {}],
  ["POST", "/api/admin/settings/password", { currentPassword: "x", newPassword: "y".repeat(8) }],
  ["GET", "/api/admin/settings/engines"],
  ["GET", "/api/admin/audit"],
];

describe("admin routes without the admin session", () => {
  it.each(routes)("%s %s answers 401", async (method, path, body) => {
    const visitor = await server.client().json(path, { method, body });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({
      error: {
        code: "ADMIN_UNAUTHORIZED",
        message: message("adminNotAdmin"),
        key: "messages.adminNotAdmin",
      },
    });
  });

  it("refuses a signed-in user who is not the admin", async () => {
    const user = server.client();
    await user.signUp(uniqueEmail());
    for (const [method, path, body] of routes) {
      expect((await user.json(path, { method, body })).status).toBe(401);
    }
  });
});
