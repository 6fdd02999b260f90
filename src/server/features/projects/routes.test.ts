// The Projects page's API (/api/projects) with a session: made from pasted markdown or an upload,
// listed, renamed, edited, reordered and deleted; and every bad input refused with its message,
// nothing made and nothing charged. No queue slots run here: a conversion stays queued until it
// is cancelled (web-conversion.test.ts renders them).
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OTHER_VOICE,
  pasted,
  projectOf,
  projectUser,
  upload,
  VOICE,
} from "../../../../tests/helpers/projects-kit.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import type { MessageKey } from "../../../domain/messages.ts";
import { message } from "../../../domain/messages.ts";
import { voiceOverrides } from "../../db/schema.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(() => server.close());

type ErrorBody = { error: { code: string; message: string } };
const said = (body: unknown) => (body as ErrorBody).error.message;
const TWO_CHAPTERS =
  "# Morning\n\nThe sun rose.\n\n## Later\n\nBirds sang.\n\n# Night\n\nStars came out.";

describe("/api/projects", () => {
  it("is for signed-in users only", async () => {
    const res = await server.client().json("/api/projects");
    expect(res.status).toBe(401);
  });

  it("makes a project from pasted markdown, lists, renames and deletes it", async () => {
    const { c } = await projectUser(server);
    const id = await pasted(c, TWO_CHAPTERS, "Day");
    const project = await projectOf(c, id);
    expect(project.chapters.map((ch) => ch.title)).toEqual(["Morning", "Night"]);
    expect(project.chapters[0]?.blocks.map((b) => [b.kind, b.parts[0]?.text])).toEqual([
      ["heading", "Morning"],
      ["paragraph", "The sun rose."],
      ["heading", "Later"],
      ["paragraph", "Birds sang."],
    ]);
    const list = await c.json<{ projects: { id: string; chapters: number; name: string }[] }>(
      "/api/projects",
    );
    expect(list.body.projects).toMatchObject([{ id, chapters: 2, name: "Day" }]);
    const renamed = await c.json(`/api/projects/${id}`, {
      method: "PATCH",
      body: { name: "Whole day", author: "Me" },
    });
    expect(renamed.status).toBe(200);
    expect((await projectOf(c, id)).name).toBe("Whole day");
    // Another user sees nothing of it.
    const other = await projectUser(server);
    expect((await other.c.json(`/api/projects/${id}`)).status).toBe(404);
    expect((await other.c.json(`/api/projects/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await c.json(`/api/projects/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await c.json(`/api/projects/${id}`)).status).toBe(404);
  });

  it("makes projects from .md, .txt and .epub uploads", async () => {
    const { c } = await projectUser(server);
    const md = await upload(c, new Blob([TWO_CHAPTERS]), "day.md");
    expect(md.status).toBe(201);
    const made = await projectOf(c, md.body.id);
    expect(made.name).toBe("day");
    expect(made.chapters).toHaveLength(2);
    const txt = await upload(c, new Blob(["Just one paragraph."]), "note.txt", {
      defaultVoiceId: VOICE,
      name: "Note",
    });
    expect((await projectOf(c, txt.body.id)).chapters.map((ch) => ch.title)).toEqual(["Note"]);
    const epub = zipSync({
      "META-INF/container.xml": strToU8(
        '<container><rootfiles><rootfile full-path="OEBPS/book.opf"/></rootfiles></container>',
      ),
      "OEBPS/book.opf": strToU8(
        '<package><manifest><item id="c1" href="one.xhtml"/></manifest><spine><itemref idref="c1"/></spine></package>',
      ),
      "OEBPS/one.xhtml": strToU8(
        "<html><body><h1>First</h1><p>Once upon a time.</p></body></html>",
      ),
    });
    const book = await upload(c, new Blob([epub]), "tale.epub");
    expect(book.status).toBe(201);
    expect((await projectOf(c, book.body.id)).chapters.map((ch) => ch.title)).toEqual(["First"]);
  });

  it("refuses bad input with its message, making and charging nothing", async () => {
    const user = await projectUser(server);
    const { c } = user;
    const create = (text: string, voice = VOICE) =>
      c.json("/api/projects", { body: { name: "Bad", defaultVoiceId: voice, text } });
    const expectRefusal = (
      res: { status: number; body: unknown },
      status: number,
      key: MessageKey,
      values?: Record<string, string | number>,
    ) => {
      expect(res.status).toBe(status);
      expect(said(res.body)).toBe(message(key, values));
    };
    expectRefusal(await create(""), 400, "projectEmpty");
    expectRefusal(await create("  \n\n \n"), 400, "projectEmpty");
    expectRefusal(await create("# Only a title"), 400, "projectEmptyChapter", {
      title: "Only a title",
    });
    const many = Array.from({ length: 201 }, (_, i) => `# C${i}\n\nText ${i}.`).join("\n\n");
    expectRefusal(await create(many), 400, "projectTooManyChapters", {
      max: 200,
      chapters: 201,
    });
    const long = `${"word ".repeat(100_001).trim()}`;
    expectRefusal(await create(long), 400, "projectTooLong", {
      max: 500_000,
      characters: long.length,
    });
    expectRefusal(await upload(c, new Blob(["not a zip"]), "book.epub"), 400, "projectNotEpub");
    expectRefusal(await upload(c, new Blob(["%PDF"]), "book.pdf"), 400, "projectFileType");
    const big = new Blob([new Uint8Array(20 * 1024 * 1024 + 1).fill(65)]);
    expectRefusal(await upload(c, big, "big.txt"), 413, "projectFileTooLarge", { megabytes: 20 });
    const noFile = await c.request("/api/projects/import", {
      method: "POST",
      body: new FormData(),
    });
    expectRefusal({ status: noFile.status, body: await noFile.json() }, 400, "projectFileMissing");
    // A voice turned off: refused when the project is made, and when one made before converts.
    const before = await pasted(c, "Made before the voice went.", "Before", "basic-en-us-male-4");
    await server.deps.db
      .insert(voiceOverrides)
      .values({ voiceId: "basic-en-us-male-4", enabled: false });
    try {
      expectRefusal(await create("Hello.", "basic-en-us-male-4"), 400, "projectVoiceMissing", {
        voice: "basic-en-us-male-4",
      });
      const convert = await c.json(`/api/projects/${before}/convert`, { body: {} });
      expectRefusal(convert, 400, "projectVoiceMissing", { voice: "basic-en-us-male-4" });
    } finally {
      await server.deps.db
        .delete(voiceOverrides)
        .where(eq(voiceOverrides.voiceId, "basic-en-us-male-4"));
    }
    const list = await c.json<{ projects: { id: string }[] }>("/api/projects");
    expect(list.body.projects.map((p) => p.id)).toEqual([before]);
    expect(await user.used()).toBe(0);
  });

  it("refuses a conversion larger than what is left, saying how many it needs", async () => {
    const user = await projectUser(server);
    const { c } = user;
    // 2 generations left (the free tier); 10,001 characters need 3.
    const big = await pasted(c, `# One\n\n${"a".repeat(10_001 - 6)}\n\n# Two\n\nHello`);
    const refused = await c.json(`/api/projects/${big}/convert`, { body: {} });
    expect(refused.status).toBe(402);
    expect(said(refused.body)).toBe(message("projectNeedsGenerations", { needed: 3, left: 2 }));
    expect(await user.used()).toBe(0);
    // One chapter fits: its generations are reserved, and given back when it is cancelled.
    const project = await projectOf(c, big);
    const chapterId = project.chapters[1]?.id;
    const started = await c.json<{ conversionId: string }>(`/api/projects/${big}/convert`, {
      body: { chapterId },
    });
    expect(started.status).toBe(201);
    expect(await user.used()).toBe(1);
    const path = `/api/projects/${big}/conversions/${started.body.conversionId}`;
    const listed = await c.json<{ conversions: { status: string; progress: unknown[] }[] }>(
      `/api/projects/${big}/conversions`,
    );
    expect(listed.body.conversions).toMatchObject([
      { status: "running", progress: [{ chapterId, total: 2, done: 0, failed: 0 }] },
    ]);
    expect((await c.json(`${path}/audio`)).status).toBe(409);
    expect((await c.json(`${path}/cancel`, { body: {} })).status).toBe(200);
    expect(await user.used()).toBe(0);
    const again = await c.json(`${path}/cancel`, { body: {} });
    expect(again.status).toBe(409);
    expect(said(again.body)).toBe(message("projectNotRunning"));
    // Another user's conversion is not found from this project.
    const other = await projectUser(server);
    expect((await other.c.json(`${path}/cancel`, { body: {} })).status).toBe(404);
  });

  it("edits a block's text and voice, and reorders chapters and blocks", async () => {
    const { c } = await projectUser(server);
    const id = await pasted(c, TWO_CHAPTERS);
    const project = await projectOf(c, id);
    const [morning, night] = project.chapters;
    const block = morning?.blocks[1];
    const parts = [
      { text: "The sun rose. ", voiceId: null },
      { text: "“Good morning,” she said.", voiceId: OTHER_VOICE },
    ];
    const edit = (body: unknown) =>
      c.json(`/api/projects/${id}/blocks/${block?.id}`, { method: "PUT", body });
    expect((await edit({ parts })).status).toBe(200);
    const empty = await edit({ parts: [{ text: "  ", voiceId: null }] });
    expect(empty.status).toBe(400);
    expect(said(empty.body)).toBe(message("projectBlockEmpty"));
    const gone = await edit({ parts: [{ text: "Hi", voiceId: "basic-xx-nobody" }] });
    expect(said(gone.body)).toBe(message("projectVoiceMissing", { voice: "basic-xx-nobody" }));
    const chapters = await c.json(`/api/projects/${id}/chapters/order`, {
      method: "PUT",
      body: { order: [night?.id, morning?.id] },
    });
    expect(chapters.status).toBe(200);
    const ids = morning?.blocks.map((b) => b.id) ?? [];
    const reversed = [...ids].reverse();
    const blocks = await c.json(`/api/projects/${id}/chapters/${morning?.id}/blocks/order`, {
      method: "PUT",
      body: { order: reversed },
    });
    expect(blocks.status).toBe(200);
    const after = await projectOf(c, id);
    expect(after.chapters.map((ch) => ch.title)).toEqual(["Night", "Morning"]);
    expect(after.chapters[1]?.blocks.map((b) => b.id)).toEqual(reversed);
    expect(after.chapters[1]?.blocks.find((b) => b.id === block?.id)?.parts).toEqual(parts);
    // An order that leaves a block out, or names one twice, changes nothing.
    for (const order of [ids.slice(1), [ids[0], ...ids.slice(0, -1)]]) {
      const bad = await c.json(`/api/projects/${id}/chapters/${morning?.id}/blocks/order`, {
        method: "PUT",
        body: { order },
      });
      expect(bad.status).toBe(400);
      expect(said(bad.body)).toBe(message("projectBadOrder"));
    }
    expect((await projectOf(c, id)).chapters[1]?.blocks.map((b) => b.id)).toEqual(reversed);
    // Another user's block is not found.
    const other = await projectUser(server);
    const theirs = await other.c.json(`/api/projects/${id}/blocks/${block?.id}`, {
      method: "PUT",
      body: { parts },
    });
    expect(theirs.status).toBe(404);
  });
});
