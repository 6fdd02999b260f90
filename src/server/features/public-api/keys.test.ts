// Keys with the official SDKs: whose plan a call uses, and when a key is refused.
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { and, eq } from "drizzle-orm";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { generations, profiles } from "../../db/schema.ts";
import { userWithKey } from "../api-keys/test-kit.ts";
import { sdkKit } from "./test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { elevenlabs, openai, elevenLabsFailure, openAiFailure, historyOf } = sdkKit(() => server);

describe("keys", () => {
  it("bill the key's owner, never the signed-in browser that sends it", async () => {
    const owner = await userWithKey(server);
    const other = await userWithKey(server);
    const res = await other.c.request("/v1/audio/speech", {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "tts-1", voice: "nova", input: "Whose is this?" }),
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await historyOf(owner.id)).toHaveLength(1);
    expect(await historyOf(other.id)).toHaveLength(0);
  });

  it("are refused when missing, wrong, revoked or their owner is deactivated; cookies count for nothing", async () => {
    const { c, key, keyId, id } = await userWithKey(server);
    const voices = () => elevenlabs(key).voices.getAll();
    expect((await elevenLabsFailure(() => elevenlabs(`${key}x`).voices.getAll())).status).toBe(401);
    const signedIn = await c.json("/v1/voices");
    expect(signedIn.status).toBe(401);
    expect(signedIn.body).toEqual({
      detail: { status: "invalid_api_key", message: message("apiKeysMissing") },
    });
    await server.deps.db
      .update(profiles)
      .set({ status: "inactive" })
      .where(eq(profiles.userId, id));
    expect((await elevenLabsFailure(voices)).status).toBe(401);
    const deactivated = await openAiFailure(() =>
      openai(key).audio.speech.create({ model: "tts-1", voice: "alloy", input: "x" }),
    );
    expect(deactivated).toMatchObject({ status: 401, error: { code: "invalid_api_key" } });
    await server.deps.db.update(profiles).set({ status: "active" }).where(eq(profiles.userId, id));
    expect((await voices()).voices.length).toBeGreaterThan(0);
    await c.json(`/api/keys/${keyId}`, { method: "DELETE" });
    const revoked = await openAiFailure(() =>
      openai(key).audio.speech.create({ model: "tts-1", voice: "alloy", input: "x" }),
    );
    expect(revoked).toMatchObject({ status: 401, error: { message: message("apiKeysInvalid") } });
    expect(JSON.stringify(revoked)).not.toContain(key);
    expect(await historyOf(id)).toEqual([]);
    const unused = await server.deps.db
      .select()
      .from(generations)
      .where(and(eq(generations.userId, id), eq(generations.isApiGenerated, true)));
    expect(unused).toEqual([]);
  });

  it("answer browsers' preflight for every header the official SDKs send, without cookies", async () => {
    const { key } = await userWithKey(server);
    const sent = new Set<string>();
    const recording: typeof fetch = (url, init) => {
      for (const name of new Headers(init?.headers).keys()) sent.add(name);
      return fetch(url, init);
    };
    await new OpenAI({ apiKey: key, baseURL: `${server.url}/v1`, fetch: recording }).models.list();
    await new ElevenLabsClient({
      apiKey: key,
      baseUrl: server.url,
      fetch: recording,
    }).models.list();
    // Each SDK's own headers (x-stainless-*, x-fern-*), not only the key's.
    expect([...sent].filter((h) => /^x-(stainless|fern)-/.test(h)).length).toBeGreaterThan(4);
    const res = await fetch(`${server.url}/v1/audio/speech`, {
      method: "OPTIONS",
      headers: {
        origin: "https://tool.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": [...sent].join(", "),
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    const allowed = (res.headers.get("access-control-allow-headers") ?? "").toLowerCase();
    for (const name of sent) expect(allowed.split(/,\s*/)).toContain(name);
  });

  it("let other sites' pages read the API's answers, never the site's own", async () => {
    const { key } = await userWithKey(server);
    const corp = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${server.url}${path}`, { headers })).headers.get(
        "cross-origin-resource-policy",
      );
    // An <audio> element on another site plays a voice's preview.
    expect(await corp("/v1/voices/basic-en-us-male-1/preview")).toBe("cross-origin");
    expect(await corp("/v1/models", { authorization: `Bearer ${key}` })).toBe("cross-origin");
    expect(await corp("/v1/nothing-here", { authorization: `Bearer ${key}` })).toBe("cross-origin");
    expect(await corp("/api/site")).toBe("same-origin");
    expect(await corp("/")).toBe("same-origin");
  });

  it("serve an OpenAPI document generated from the routes and their schemas", async () => {
    const res = await fetch(`${server.url}/v1/openapi.json`);
    const doc = (await res.json()) as {
      paths: Record<
        string,
        {
          post?: {
            requestBody: {
              content: Record<
                string,
                { schema: { properties: Record<string, unknown>; required: string[] } }
              >;
            };
          };
        }
      >;
    };
    const body =
      doc.paths["/v1/audio/speech"]?.post?.requestBody.content["application/json"]?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(["model", "input", "voice", "response_format", "speed"]),
    );
    expect(body?.required).toEqual(expect.arrayContaining(["model", "input", "voice"]));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/v1/voices",
        "/v1/text-to-speech/{voiceId}/stream",
        "/v1/text-to-speech/{voiceId}/with-timestamps",
        "/v1/text-to-speech/{voiceId}/stream/with-timestamps",
        "/v1/models",
      ]),
    );
    // Each error answer names the body the server sends (public-api.test.ts parses real ones).
    const answers = (path: string, verb: "get" | "post") =>
      (doc.paths[path] as Record<string, { responses: Record<string, unknown> }>)[verb]?.responses;
    expect(answers("/v1/text-to-speech/{voiceId}", "post")).toMatchObject({
      "422": {
        content: {
          "application/json": {
            schema: { $ref: "#/components/schemas/ElevenLabsValidationError" },
          },
        },
      },
      "413": {
        content: {
          "application/json": { schema: { $ref: "#/components/schemas/ElevenLabsError" } },
        },
      },
    });
    expect(answers("/v1/audio/speech", "post")).toMatchObject({
      "400": {
        content: { "application/json": { schema: { $ref: "#/components/schemas/OpenAiError" } } },
      },
    });
    // The voice search's filters, from the schema its route validates with.
    const search = (doc.paths["/v2/voices"] as { get: { parameters: { name: string }[] } }).get;
    expect(search.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(["page_size", "next_page_token", "search", "gender", "language"]),
    );
  });
});
