// GET /v2/voices as ElevenLabs' SDK calls it (voices.search), judged against the full list that
// the same SDK reads from /v1/voices.
import type { ElevenLabs } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { userWithKey } from "../api-keys/test-kit.ts";
import { sdkKit } from "./test-kit.ts";

let server: TestServer;
let client: ReturnType<ReturnType<typeof sdkKit>["elevenlabs"]>;
let all: ElevenLabs.Voice[];
beforeAll(async () => {
  server = await startTestServer();
  client = sdkKit(() => server).elevenlabs((await userWithKey(server)).key);
  all = (await client.voices.getAll()).voices;
});
afterAll(() => server.close());

const { elevenLabsFailure } = sdkKit(() => server);
const ids = (voices: ElevenLabs.Voice[]) => voices.map((v) => v.voiceId);

describe("GET /v2/voices", () => {
  it("pages through every voice in the list's order, each once", async () => {
    expect(all.length).toBeGreaterThan(8);
    const first = await client.voices.search();
    expect(first.voices).toHaveLength(10);
    expect(first.totalCount).toBe(all.length);

    const seen: ElevenLabs.Voice[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await client.voices.search({ pageSize: 4, nextPageToken: token });
      seen.push(...page.voices);
      expect(page.hasMore).toBe(page.nextPageToken != null);
      token = page.nextPageToken ?? undefined;
      pages++;
    } while (token);
    expect(ids(seen)).toEqual(ids(all));
    expect(pages).toBe(Math.ceil(all.length / 4));
  });

  it("filters by labels, repeated languages and ids, each in any case", async () => {
    const women = await client.voices.search({ gender: "FEMALE", pageSize: 100 });
    const expected = all.filter((v) => v.labels?.gender === "female");
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(women.voices)).toEqual(ids(expected));

    const languages = await client.voices.search({ language: ["ur", "hi"], pageSize: 100 });
    const readers = all.filter((v) => ["ur", "hi"].includes(v.labels?.language ?? ""));
    expect(new Set(readers.map((v) => v.labels?.language))).toEqual(new Set(["ur", "hi"]));
    expect(ids(languages.voices)).toEqual(ids(readers));

    // A basic voice's former id ("adam") still picks it.
    const two = await client.voices.search({ voiceIds: ["basic-en-us-female-1", "adam"] });
    expect(ids(two.voices).sort()).toEqual(["basic-en-us-female-1", "basic-en-us-male-1"]);
  });

  it("finds a word in the name, description or labels, and sorts by name either way", async () => {
    const british = await client.voices.search({ search: "brITish", pageSize: 100 });
    const expected = all.filter((v) =>
      [v.name, v.description, ...Object.values(v.labels ?? {})].some((f) =>
        f?.toLowerCase().includes("british"),
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(british.voices)).toEqual(ids(expected));

    const names = all.map((v) => v.name ?? "").sort((a, b) => a.localeCompare(b));
    const down = await client.voices.search({ sort: "name", sortDirection: "desc", pageSize: 100 });
    expect(down.voices.map((v) => v.name)).toEqual([...names].reverse());
  });

  it("finds no cloned, shared or collected voice: every voice here is premade", async () => {
    for (const request of [
      { category: "cloned" },
      { voiceType: "personal" },
      { collectionId: "c1" },
      { age: "young" },
    ]) {
      const none = await client.voices.search(request);
      expect(none).toMatchObject({ voices: [], hasMore: false, totalCount: 0 });
    }
    const premade = await client.voices.search({ category: "premade", voiceType: "default" });
    expect(premade.totalCount).toBe(all.length);
  });

  it("refuses a bad page size or token with 422 naming the field, and a missing key with 401", async () => {
    const size = await elevenLabsFailure(() => client.voices.search({ pageSize: 101 }));
    expect(size.status).toBe(422);
    expect(size.body).toMatchObject({ detail: [{ loc: ["query", "page_size"] }] });
    const token = await elevenLabsFailure(() => client.voices.search({ nextPageToken: "abc" }));
    expect(token.body).toMatchObject({ detail: [{ loc: ["query", "next_page_token"] }] });

    const anonymous = await fetch(`${server.url}/v2/voices`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ detail: { status: "invalid_api_key" } });
  });

  it("answers another /v2 path with a 404 in ElevenLabs' shape, not the web app's page", async () => {
    const { key } = await userWithKey(server);
    const res = await fetch(`${server.url}/v2/nothing-here`, { headers: { "xi-api-key": key } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ detail: { status: "not_found" } });
  });
});
