import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { MAX_API_KEYS } from "../../../domain/api-keys.ts";
import { message } from "../../../domain/messages.ts";
import { apiKeys } from "../../db/schema.ts";
import { userWithKey } from "./test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type KeyList = { keys: { id: string; name: string; prefix: string; lastUsedAt: string | null }[] };

const voices = (key: string) =>
  fetch(`${server.url}/v1/voices`, { headers: { "xi-api-key": key } });

describe("API keys", () => {
  it("answer the secret once and keep only its SHA-256", async () => {
    const { c, id, key, keyId } = await userWithKey(server, "My tool");
    expect(key).toMatch(/^awz_[\w-]{43}$/);
    const rows = await server.deps.db.select().from(apiKeys).where(eq(apiKeys.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(key.slice(10));
    const list = await c.json<KeyList>("/api/keys");
    expect(list.body.keys).toEqual([
      expect.objectContaining({
        id: keyId,
        name: "My tool",
        prefix: key.slice(0, 10),
        lastUsedAt: null,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(key.slice(10));
  });

  it("records the last use and stop working the moment they are revoked", async () => {
    const { c, key, keyId } = await userWithKey(server);
    expect((await voices(key)).status).toBe(200);
    const used = await c.json<KeyList>("/api/keys");
    expect(used.body.keys[0]?.lastUsedAt).not.toBeNull();
    expect((await c.json(`/api/keys/${keyId}`, { method: "DELETE" })).status).toBe(200);
    const after = await voices(key);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      detail: { status: "invalid_api_key", message: message("apiKeysInvalid") },
    });
    expect((await c.json<KeyList>("/api/keys")).body.keys).toEqual([]);
  });

  it("cannot be listed or revoked by another user", async () => {
    const owner = await userWithKey(server);
    const other = await userWithKey(server);
    const res = await other.c.json(`/api/keys/${owner.keyId}`, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect((await other.c.json<KeyList>("/api/keys")).body.keys.map((k) => k.id)).toEqual([
      other.keyId,
    ]);
    expect((await voices(owner.key)).status).toBe(200);
  });

  it(`allow ${MAX_API_KEYS} keys a user, even to parallel requests`, async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    const results = await Promise.all(
      Array.from({ length: MAX_API_KEYS + 5 }, (_, i) =>
        c.json("/api/keys", { body: { name: `key ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_API_KEYS);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toEqual({
      error: {
        code: "API_KEY_LIMIT",
        message: message("apiKeysLimit", { max: MAX_API_KEYS }),
        key: "messages.apiKeysLimit",
        values: { max: MAX_API_KEYS },
      },
    });
    expect((await c.json<KeyList>("/api/keys")).body.keys).toHaveLength(MAX_API_KEYS);
  });

  it("need a name and a signed-in user", async () => {
    const { c } = await userWithKey(server);
    expect((await c.json("/api/keys", { body: { name: "  " } })).status).toBe(400);
    expect((await server.client().json("/api/keys")).status).toBe(401);
    expect((await server.client().json("/api/keys", { body: { name: "x" } })).status).toBe(401);
  });
});
