// A signed-up user with an API key, for the API-key and public-API tests.
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";

export interface KeyedUser {
  c: ReturnType<TestServer["client"]>;
  id: string;
  key: string;
  keyId: string;
}

export async function userWithKey(server: TestServer, name = "test"): Promise<KeyedUser> {
  const c = server.client();
  await c.signUp(uniqueEmail());
  const me = await c.json<{ user: { id: string } }>("/api/me");
  const created = await c.json<{ id: string; key: string }>("/api/keys", { body: { name } });
  if (created.status !== 201) throw new Error(`key not created: ${created.status}`);
  return { c, id: me.body.user.id, key: created.body.key, keyId: created.body.id };
}
