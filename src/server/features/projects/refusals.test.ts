// What a project refuses, each with its message and nothing charged: a conversion larger than
// the plan's rest, a voice turned off since, a chapter without text, an .epub that is no ZIP, a
// URL to read, a third conversion at once; and a cancelled conversion gives back what it did
// not render. No queue slots run here, so conversions stay queued until cancelled.

import { eq } from "drizzle-orm";
import { strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookContent } from "../../../../tests/helpers/project-content.ts";
import { allowGenerations, generationsUsed } from "../../../../tests/helpers/projects-kit.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { voiceOverrides } from "../../db/schema.ts";
import { userWithKey } from "../api-keys/test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(() => server.close());

const VOICES: [string, string] = ["basic-en-us-male-3", "basic-en-us-female-2"];

const used = (userId: string) => generationsUsed(server, userId);

function studio(key: string) {
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}/v1/studio/projects${path}`, {
      ...init,
      headers: { "xi-api-key": key },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const create = (fields: Record<string, string | Blob>, name = "book.epub") => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (v instanceof Blob) form.set(k, v, name);
      else form.set(k, v);
    }
    return call("", { method: "POST", body: form });
  };
  return { call, create };
}

const detail = (body: Record<string, unknown>) => JSON.stringify(body.detail);

describe("a project refuses, charging nothing", () => {
  it("a conversion larger than what is left, saying how many it needs", async () => {
    const user = await userWithKey(server);
    const { create, call } = studio(user.key);
    const content = JSON.stringify(bookContent(1, 14_000, VOICES));
    const made = await create({ name: "Big", from_content_json: content });
    const id = (made.body.project as { project_id: string }).project_id;
    const refused = await call(`/${id}/convert`, { method: "POST" });
    expect(refused.status).toBe(401);
    expect(detail(refused.body)).toContain(
      JSON.stringify(message("projectNeedsGenerations", { needed: 3, left: 2 })).slice(1, -1),
    );
    expect(await used(user.id)).toBe(0);
  });

  it("a voice turned off after the project was made", async () => {
    const user = await userWithKey(server);
    const { create, call } = studio(user.key);
    const content = JSON.stringify(bookContent(1, 2_000, ["basic-en-us-male-4", VOICES[1]]));
    const made = await create({ name: "Gone", from_content_json: content });
    const id = (made.body.project as { project_id: string }).project_id;
    await server.deps.db
      .insert(voiceOverrides)
      .values({ voiceId: "basic-en-us-male-4", enabled: false });
    const refused = await call(`/${id}/convert`, { method: "POST" });
    await server.deps.db
      .delete(voiceOverrides)
      .where(eq(voiceOverrides.voiceId, "basic-en-us-male-4"));
    expect(refused.status).toBe(404);
    expect(detail(refused.body)).toContain(
      message("projectVoiceMissing", { voice: "basic-en-us-male-4" }).slice(0, 20),
    );
    expect(await used(user.id)).toBe(0);
  });

  it("a chapter without text, an .epub that is no ZIP, a URL to read", async () => {
    const user = await userWithKey(server);
    const { create } = studio(user.key);
    const empty = [
      {
        name: "One",
        blocks: [
          { sub_type: "p", nodes: [{ type: "tts_node", text: "Hi.", voice_id: VOICES[0] }] },
        ],
      },
      {
        name: "Two",
        blocks: [
          { sub_type: "h1", nodes: [{ type: "tts_node", text: "Two", voice_id: VOICES[0] }] },
        ],
      },
    ];
    const noText = await create({ name: "E", from_content_json: JSON.stringify(empty) });
    expect(noText.status).toBe(422);
    expect(detail(noText.body)).toContain("Two");
    const epub = await create({
      name: "E",
      default_paragraph_voice_id: VOICES[0],
      from_document: new Blob([strToU8("not a zip")]),
    });
    expect(epub.status).toBe(422);
    expect(detail(epub.body)).toContain(message("projectNotEpub").slice(0, 30));
    const url = await create({
      name: "E",
      default_paragraph_voice_id: VOICES[0],
      from_url: "https://example.com",
    });
    expect(url.status).toBe(422);
    expect(detail(url.body)).toContain("from_url");
  });

  it("a third conversion at once; a cancelled one gives back what it did not render", async () => {
    const user = await userWithKey(server);
    await allowGenerations(server, user.id, 10);
    const { create, call } = studio(user.key);
    const made = await create({
      name: "Three",
      from_content_json: JSON.stringify(bookContent(1, 6_000, VOICES)),
    });
    const id = (made.body.project as { project_id: string }).project_id;
    const results = await Promise.all(
      [1, 2, 3].map(() => call(`/${id}/convert`, { method: "POST" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    expect(await used(user.id)).toBe(4);
    for (const conversion of await server.deps.projects.conversions(user.id, id))
      await server.deps.projects.cancel(user.id, conversion.id);
    expect(await used(user.id)).toBe(0);
  });
});
