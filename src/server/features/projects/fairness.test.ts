// The queue is fair between users: a short chapter started after a long book's conversion is not
// held up behind it (block N of every conversion before block N+1 of any); and a user runs at
// most 2 conversions at once, however many are asked for together.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { allowGenerations, generationsUsed } from "../../../../tests/helpers/projects-kit.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { conversionCost } from "../../../domain/projects.ts";
import { type KeyedUser, userWithKey } from "../api-keys/test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(() => server.close());

const VOICE = "basic-en-us-male-1";

async function projectOf(user: KeyedUser, name: string, paragraphs: string[]) {
  const form = new FormData();
  form.set("name", name);
  form.set("default_paragraph_voice_id", VOICE);
  const blocks = paragraphs.map((text) => ({ sub_type: "p", nodes: [{ type: "tts_node", text }] }));
  form.set("from_content_json", JSON.stringify([{ name: "One", blocks }]));
  const res = await fetch(`${server.url}/v1/studio/projects`, {
    method: "POST",
    headers: { "xi-api-key": user.key },
    body: form,
  });
  return ((await res.json()) as { project: { project_id: string } }).project.project_id;
}

const convert = (user: KeyedUser, projectId: string) =>
  fetch(`${server.url}/v1/studio/projects/${projectId}/convert`, {
    method: "POST",
    headers: { "xi-api-key": user.key },
  }).then((r) => r.status);

const used = (userId: string) => generationsUsed(server, userId);

describe("conversions at once", () => {
  // No queue slots run yet: every conversion stays running until cancelled.
  it("a user runs at most 2: of 6 asked together over 2 projects, exactly 2 start", async () => {
    const user = await userWithKey(server);
    const other = await userWithKey(server);
    await allowGenerations(server, user.id, 50);
    const text = "A sentence of the book. ".repeat(300).trim();
    const one = await projectOf(user, "One", [text]);
    const two = await projectOf(user, "Two", [text]);
    const theirs = await projectOf(other, "Theirs", ["Hello there."]);
    const statuses = await Promise.all([
      ...[one, two, one, two, one, two].map((id) => convert(user, id)),
      convert(other, theirs),
    ]);
    expect(statuses.slice(0, 6).filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.slice(0, 6).filter((s) => s === 429)).toHaveLength(4);
    // Another user's conversion is not counted against this one's.
    expect(statuses[6]).toBe(200);
    const running = [
      ...(await server.deps.projects.conversions(user.id, one)),
      ...(await server.deps.projects.conversions(user.id, two)),
    ];
    expect(running.filter((c) => c.status === "running")).toHaveLength(2);
    expect(await used(user.id)).toBe(2 * conversionCost(text.length));
    // One ended makes room for exactly one more.
    const [first] = running;
    await server.deps.projects.cancel(user.id, first?.id ?? "");
    const again = await Promise.all([convert(user, one), convert(user, two)]);
    expect(again.sort()).toEqual([200, 429]);
    for (const c of [
      ...(await server.deps.projects.conversions(user.id, one)),
      ...(await server.deps.projects.conversions(user.id, two)),
      ...(await server.deps.projects.conversions(other.id, theirs)),
    ])
      if (c.status === "running") await server.deps.projects.cancel(c.userId, c.id);
  }, 120_000);
});

describe("fairness between users", () => {
  it("a 2-block chapter queued after a 50-block book is done after at most 4 blocks", async () => {
    const a = await userWithKey(server);
    const b = await userWithKey(server);
    const book = await projectOf(
      a,
      "Book",
      Array.from({ length: 50 }, (_, i) => `Alpha ${i}.`),
    );
    const chapter = await projectOf(b, "Chapter", ["Bravo 0.", "Bravo 1."]);
    expect(await convert(a, book)).toBe(200);
    expect(await convert(b, chapter)).toBe(200);
    const spoken = vi.spyOn(server.deps.speech, "synthesize");
    // One slot: the jobs are taken one at a time, in the queue's own order.
    await server.deps.projects.startWorkers(1);
    const bDone = async () => {
      const [c] = await server.deps.projects.conversions(b.id, chapter);
      return c?.status === "done";
    };
    const until = Date.now() + 120_000;
    while (!(await bDone()) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const [bookConversion] = await server.deps.projects.conversions(a.id, book);
    expect(bookConversion?.status).toBe("running");
    const texts = spoken.mock.calls.map(([req]) => req.text);
    // Block 0 of both, then block 1 of both. Which of the two goes first in a round is the
    // queue's order of equal priorities, so B's last block is the 3rd or the 4th spoken (and the
    // book's next block may already have started when B is seen done).
    expect(texts.slice(0, 2).sort()).toEqual(["Alpha 0.", "Bravo 0."]);
    const bLast = texts.indexOf("Bravo 1.");
    expect([2, 3]).toContain(bLast);
    expect(texts.slice(2, bLast + 1)).toEqual(
      bLast === 2 ? ["Bravo 1."] : ["Alpha 1.", "Bravo 1."],
    );
    expect(texts.filter((t) => t.startsWith("Bravo"))).toHaveLength(2);
    spoken.mockRestore();
  }, 180_000);
});
