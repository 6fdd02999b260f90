import { afterAll, beforeAll, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Me = { user: { name: string }; profile: { displayName: string } };

it("greets the user by the name they gave, and by the new one at once after a rename", async () => {
  const client = server.client();
  await client.signUp(uniqueEmail());
  const renamed = await client.json("/api/auth/update-user", { body: { name: "Ayesha Khan" } });
  expect(renamed.status).toBe(200);
  const me = (await client.json<Me>("/api/me")).body;
  expect(me.user.name).toBe("Ayesha Khan");
  expect(me.profile.displayName).toBe("Ayesha Khan");
  await client.json("/api/auth/update-user", { body: { name: "Ayesha K." } });
  expect((await client.json<Me>("/api/me")).body.profile.displayName).toBe("Ayesha K.");
});
