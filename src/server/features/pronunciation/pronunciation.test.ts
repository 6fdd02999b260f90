// The Pronunciation page's API, the studio's generations spoken with the user's rules (captions
// on the written words), and the operator's site dictionary under the user's.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../../tests/helpers/test-server.ts";
import type { Cue } from "../../../domain/captions.ts";
import { profiles } from "../../db/schema.ts";
import { isMp3 } from "../../speech/audio.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ configure: (o) => ({ ...o, generationsPerMinute: 1000 }) });
});
afterAll(() => server.close());

/** A user on a paid plan: each test speaks more than the free generations. */
async function newUser() {
  const c = server.client();
  await c.signUp(uniqueEmail());
  const me = await c.json<{ user: { id: string } }>("/api/me");
  await server.deps.db
    .update(profiles)
    .set({ accountStatus: "pro", voiceLimit: 50, planExpiresAt: new Date(Date.now() + 86_400_000) })
    .where(eq(profiles.userId, me.body.user.id));
  return c;
}
type Client = Awaited<ReturnType<typeof newUser>>;

const VOICE = "basic-en-us-male-1";
const etaRule = { type: "alias", stringToReplace: "ETA", alias: "estimated time of arrival" };

async function generate(c: Client, text: string, extra: Record<string, unknown> = {}) {
  const res = await c.json<{ generation: { id: string; durationMs: number } }>("/api/generations", {
    body: { voiceId: VOICE, text, ...extra },
  });
  expect(res.status).toBe(201);
  const { id, durationMs } = res.body.generation;
  const cues = await c.json<{ cues: Cue[]; words: { text: string; start: number; end: number }[] }>(
    `/api/generations/${id}/captions`,
  );
  return {
    durationMs,
    captions: cues.body.cues.map((q) => q.text).join(" "),
    words: cues.body.words,
  };
}

describe("the studio with a user's pronunciation rules", () => {
  it("says the alias, counts and captions the written word, and lets a generation leave a dictionary out", async () => {
    const c = await newUser();
    const plain = await generate(c, "ETA");
    const made = await c.json<{ id: string }>("/api/pronunciation", {
      body: { name: "Mine", rules: [etaRule] },
    });
    expect(made.status).toBe(201);
    const said = await generate(c, "ETA");
    expect(said.durationMs).toBeGreaterThanOrEqual(2 * plain.durationMs);
    expect(said.captions).toBe("ETA");
    // The engine's four words are the written one, heard for as long as they are.
    expect(said.words.map((w) => w.text)).toEqual(["ETA"]);
    const [eta] = said.words;
    expect(((eta?.end ?? 0) - (eta?.start ?? 0)) * 1000).toBeGreaterThan(0.8 * said.durationMs);
    const [row] = (await c.json<{ items: { textLength: number }[] }>("/api/generations")).body
      .items;
    expect(row?.textLength).toBe(3);
    const without = await generate(c, "ETA", { dictionaryIds: [] });
    expect(without.durationMs).toBeLessThan(said.durationMs / 2);
    const chosen = await generate(c, "ETA", { dictionaryIds: [made.body.id] });
    expect(chosen.durationMs).toBeGreaterThanOrEqual(2 * plain.durationMs);
    const sentence = await generate(c, "Our ETA is noon");
    expect(sentence.words.map((w) => w.text)).toEqual(["Our", "ETA", "is", "noon"]);
  });

  it("edits, exports, imports and deletes a dictionary, and keeps it from other users", async () => {
    const c = await newUser();
    const made = await c.json<{ id: string }>("/api/pronunciation", {
      body: { name: "Mine", rules: [etaRule] },
    });
    const { id } = made.body;
    const rules = [
      { ...etaRule, alias: "E T A" },
      { type: "phoneme", stringToReplace: "tomato", phoneme: "təˈmɑːtoʊ" },
    ];
    const put = await c.json(`/api/pronunciation/${id}`, {
      method: "PUT",
      body: { name: "Renamed", rules },
    });
    expect(put.body).toMatchObject({ name: "Renamed", rulesCount: 2 });
    const exported = await c.request(`/api/pronunciation/${id}/export`);
    const pls = await exported.text();
    expect(pls).toContain("<alias>E T A</alias>");
    expect(pls).toContain("<phoneme>təˈmɑːtoʊ</phoneme>");
    const form = new FormData();
    form.set("file", new File([pls], "copy.pls"));
    const imported = await c.request("/api/pronunciation/import", { method: "POST", body: form });
    expect(imported.status).toBe(201);
    expect(await imported.json()).toMatchObject({ name: "copy", rulesCount: 2 });
    const other = await newUser();
    expect((await other.json(`/api/pronunciation/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await c.json(`/api/pronunciation/${id}`, { method: "DELETE" })).status).toBe(200);
    const list = await c.json<{ dictionaries: { name: string }[] }>("/api/pronunciation");
    expect(list.body.dictionaries.map((d) => d.name)).toEqual(["copy"]);
  });

  it("refuses a PLS with a DOCTYPE, IPA eSpeak lacks, and speaks a rule to hear it", async () => {
    const c = await newUser();
    const form = new FormData();
    form.set(
      "file",
      new File(['<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><lexicon/>'], "x.pls"),
    );
    const refused = await c.request("/api/pronunciation/import", { method: "POST", body: form });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "PLS_DOCTYPE" } });
    const broken = await c.request("/api/pronunciation/import", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "--x\r\nnot a part",
    });
    expect(broken.status).toBe(400);
    const ipa = await c.json("/api/pronunciation", {
      body: { name: "x", rules: [{ type: "phoneme", stringToReplace: "x", phoneme: "ʕa" }] },
    });
    expect(ipa.status).toBe(400);
    expect(ipa.body).toMatchObject({ error: { code: "UNKNOWN_PHONEMES" } });
    const heard = await c.request("/api/pronunciation/hear", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ voiceId: VOICE, rule: etaRule }),
    });
    expect(heard.status).toBe(200);
    expect(isMp3(new Uint8Array(await heard.arrayBuffer()))).toBe(true);
  });
});

describe("the site dictionary", () => {
  it("applies the operator's rules to everyone, a user's rule for the same word winning", async () => {
    const admin = server.client();
    await admin.adminSignIn(TEST_ADMIN_PASSWORD);
    const c = await newUser();
    const plain = await generate(c, "ETA");
    const put = await admin.json("/api/admin/pronunciation", {
      method: "PUT",
      body: { rules: [etaRule] },
    });
    expect(put.status).toBe(200);
    expect((await admin.json("/api/admin/pronunciation")).body).toMatchObject({ rules: [etaRule] });
    const site = await generate(c, "ETA");
    expect(site.durationMs).toBeGreaterThanOrEqual(2 * plain.durationMs);
    await c.json("/api/pronunciation", {
      body: { name: "Mine", rules: [{ ...etaRule, alias: "eta" }] },
    });
    const mine = await generate(c, "ETA");
    expect(mine.durationMs).toBeLessThan(site.durationMs / 2);
    const audit = await admin.json<{ items: { action: string }[] }>("/api/admin/audit");
    expect(audit.body.items.map((i) => i.action)).toContain("pronunciation.site");
    await admin.json("/api/admin/pronunciation", { method: "PUT", body: { rules: [] } });
    expect((await server.client().json("/api/admin/pronunciation")).status).toBe(401);
  });
});
