// /v1/openapi.json is made from the routes: every route the public API serves is in it, described,
// with the schemas its validators check (docs/decisions/018-openapi-from-routes.md).
import { describe, expect, it } from "vitest";
import { publicApiRoutes, publicApiV2Routes } from "./routes.ts";

interface Operation {
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  properties?: Record<string, unknown>;
  required?: string[];
  $ref?: string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

async function documentOf(): Promise<Document> {
  const res = await publicApiRoutes().request("/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

// Hono's `:name` as OpenAPI's `{name}`.
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/**
 * Every method and path an app serves, read from the app. Each handler of a route is an entry of
 * its own; middleware (ALL) and wildcards are not routes.
 */
function servedBy(prefix: string, routes: { method: string; path: string }[]) {
  const keys = routes
    .filter((r) => r.method !== "ALL" && !r.path.includes("*"))
    .map((r) => `${r.method.toLowerCase()} ${openApiPath(prefix + r.path)}`);
  return [...new Set(keys)].map((key) => {
    const [method = "", path = ""] = key.split(" ");
    return { method, path };
  });
}

describe("/v1/openapi.json", () => {
  it("describes every route the public API serves, with its method, a summary and its answers", async () => {
    const doc = await documentOf();
    expect(doc.openapi).toBe("3.1.0");
    const served = [
      ...servedBy("/v1", publicApiRoutes().routes),
      ...servedBy("/v2", publicApiV2Routes().routes),
    ];
    // The app is walked, not a list: the speech, voices, models, user, dictionaries and Studio.
    expect(served.length).toBeGreaterThan(30);
    expect(served).toEqual(
      expect.arrayContaining([
        { method: "post", path: "/v1/text-to-speech/{voiceId}/stream/with-timestamps" },
        { method: "post", path: "/v1/audio/speech" },
        { method: "get", path: "/v1/studio/projects/{projectId}/chapters" },
      ]),
    );
    const undescribed = served.filter(({ method, path }) => {
      const op = doc.paths[path]?.[method];
      // Only a route's own description gives a summary and a described 200 answer.
      return !op?.summary || !op.responses["200"]?.description;
    });
    expect(undescribed).toEqual([]);
    // Nothing is in the document that is not served.
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method, path })),
    );
    expect(documented).toHaveLength(served.length);
  });

  it("gives each route's request schema and answer from the code", async () => {
    const doc = await documentOf();
    const speech = doc.paths["/v1/text-to-speech/{voiceId}"]?.post;
    const body = speech?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining([
        "text",
        "model_id",
        "voice_settings",
        "pronunciation_dictionary_locators",
      ]),
    );
    expect(body?.required).toEqual(["text"]);
    expect(speech?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "output_format", in: "query" }),
        expect.objectContaining({ name: "voiceId", in: "path" }),
      ]),
    );
    const timed = doc.paths["/v1/text-to-speech/{voiceId}/with-timestamps"]?.post;
    const answer = timed?.responses["200"]?.content?.["application/json"]?.schema;
    expect(answer?.required).toEqual(["audio_base64", "alignment", "normalized_alignment"]);
    const lines = doc.paths["/v1/text-to-speech/{voiceId}/stream/with-timestamps"]?.post;
    expect(Object.keys(lines?.responses["200"]?.content ?? {})).toEqual(["application/x-ndjson"]);
    // A dictionary's rules, from the schema the route validates with.
    const rules = doc.paths["/v1/pronunciation-dictionaries/add-from-rules"]?.post;
    expect(rules?.requestBody?.content["application/json"]?.schema.required).toEqual(
      expect.arrayContaining(["rules", "name"]),
    );
  });

  it("names each shape's error body, and who may call each route", async () => {
    const doc = await documentOf();
    const ref = (path: string, verb: string, status: string) =>
      doc.paths[path]?.[verb]?.responses[status]?.content?.["application/json"]?.schema.$ref;
    expect(ref("/v1/text-to-speech/{voiceId}", "post", "422")).toBe(
      "#/components/schemas/ElevenLabsValidationError",
    );
    expect(ref("/v1/studio/projects", "post", "401")).toBe("#/components/schemas/ElevenLabsError");
    expect(ref("/v1/audio/speech", "post", "400")).toBe("#/components/schemas/OpenAiError");
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        "ElevenLabsError",
        "ElevenLabsValidationError",
        "OpenAiError",
        "ElevenLabsVoice",
      ]),
    );
    expect(doc.paths["/v1/audio/speech"]?.post?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths["/v1/voices"]?.get?.security).toEqual([{ xiApiKey: [] }]);
    // An <audio> element plays a preview without a key.
    expect(doc.paths["/v1/voices/{voiceId}/preview"]?.get?.security).toEqual([]);
  });
});
