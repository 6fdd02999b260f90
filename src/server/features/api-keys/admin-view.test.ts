import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../../tests/helpers/test-server.ts";
import type { AdminUserRow } from "../../../domain/admin.ts";
import type { Paged } from "../../../domain/keyset.ts";
import { userWithKey } from "./test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the admin's users list", () => {
  it("shows how many keys a user has and when one was last used, never the keys", async () => {
    const { c, key } = await userWithKey(server, "first");
    const second = await c.json<{ key: string }>("/api/keys", { body: { name: "second" } });
    const email = (await c.json<{ user: { email: string } }>("/api/me")).body.user.email;
    const admin = server.client();
    await admin.adminSignIn(TEST_ADMIN_PASSWORD);
    const find = async () =>
      (await admin.json<Paged<AdminUserRow>>(`/api/admin/users?q=${encodeURIComponent(email)}`))
        .body.items[0];
    expect(await find()).toMatchObject({ apiKeys: 2, apiLastUsedAt: null });
    await fetch(`${server.url}/v1/voices`, { headers: { "xi-api-key": key } });
    const used = await find();
    expect(used?.apiLastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const csv = await (await admin.request(`/api/admin/users/export.csv?q=${email}`)).text();
    expect(csv).toContain(email);
    for (const secret of [key, second.body.key]) {
      expect(csv).not.toContain(secret.slice(4));
      expect(JSON.stringify(used)).not.toContain(secret.slice(4));
    }
  });
});
