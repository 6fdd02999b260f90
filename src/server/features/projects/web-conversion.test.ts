// A conversion through the Projects page's API, rendered on the queue with eSpeak: progress to
// done, each download (chapter and whole MP3, SRT, WebVTT, ZIP), an edited block alone rendered
// again by the next conversion, and failed blocks given back, then retried and charged again.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readId3 } from "../../../../tests/helpers/id3-chapters.ts";
import {
  pasted,
  projectOf,
  projectUser,
  renderingServer,
} from "../../../../tests/helpers/projects-kit.ts";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { waitUntil } from "../../../../tests/helpers/wait-until.ts";
import { message } from "../../../domain/messages.ts";
import { isMp3 } from "../../speech/audio.ts";
import { SpeechError } from "../../speech/errors.ts";

let server: TestServer;
beforeAll(async () => {
  server = await renderingServer();
}, 300_000);
afterAll(() => server.close());

interface Conversion {
  id: string;
  status: string;
  charged: number;
  chapters: { chapterId: string; title: string }[];
  progress: { chapterId: string; total: number; done: number; failed: number }[];
}

const conversionsOf = async (c: TestClient, id: string) =>
  (await c.json<{ conversions: Conversion[] }>(`/api/projects/${id}/conversions`)).body.conversions;

/** Starts a conversion and waits until it leaves "running". */
async function converted(c: TestClient, id: string, body: Record<string, unknown> = {}) {
  const started = await c.json<{ conversionId: string }>(`/api/projects/${id}/convert`, { body });
  expect(started.status).toBe(201);
  return waitUntil("the conversion to end", async () => {
    const found = (await conversionsOf(c, id)).find((cv) => cv.id === started.body.conversionId);
    return found && found.status !== "running" ? found : null;
  });
}

async function bytes(c: TestClient, path: string) {
  const res = await c.request(path);
  expect(res.status).toBe(200);
  return { res, body: new Uint8Array(await res.arrayBuffer()) };
}

describe("converting from the Projects page", () => {
  it("renders to done, downloads every file, and renders an edited block alone again", async () => {
    const user = await projectUser(server, 10);
    const { c } = user;
    const id = await pasted(c, "# Morning\n\nThe sun rose.\n\n# Night\n\nStars came out.", "Day");
    const synthesize = vi.spyOn(server.deps.speech, "synthesize");
    try {
      const first = await converted(c, id);
      expect(first.status).toBe("done");
      expect(first.chapters.map((ch) => ch.title)).toEqual(["Morning", "Night"]);
      // Two headings and two paragraphs, each spoken once.
      expect(synthesize).toHaveBeenCalledTimes(4);
      expect(await user.used()).toBe(1);
      const base = `/api/projects/${id}/conversions/${first.id}`;
      const chapter = await bytes(c, `${base}/chapters/${first.chapters[0]?.chapterId}/audio`);
      expect(chapter.res.headers.get("content-disposition")).toContain('filename="Morning.mp3"');
      expect(isMp3(chapter.body.subarray(readId3(chapter.body).audioStart))).toBe(true);
      const whole = await bytes(c, `${base}/audio`);
      expect(readId3(whole.body).chapters.map((ch) => ch.title)).toEqual(["Morning", "Night"]);
      const srt = await (await c.request(`${base}/captions?as=srt`)).text();
      expect(srt).toMatch(/^1\n00:00:00,\d{3} --> /);
      expect(srt).toContain("Stars came out.");
      const vtt = await (await c.request(`${base}/captions?as=vtt`)).text();
      expect(vtt.startsWith("WEBVTT")).toBe(true);
      const zip = unzipSync((await bytes(c, `${base}/zip`)).body);
      expect(Object.keys(zip)).toEqual(["001-Morning.mp3", "002-Night.mp3"]);

      const project = await projectOf(c, id);
      const block = project.chapters[1]?.blocks[1];
      const edited = await c.json(`/api/projects/${id}/blocks/${block?.id}`, {
        method: "PUT",
        body: { parts: [{ text: "The moon came out.", voiceId: "basic-en-us-female-1" }] },
      });
      expect(edited.status).toBe(200);
      synthesize.mockClear();
      const second = await converted(c, id);
      expect(second.status).toBe("done");
      expect(synthesize).toHaveBeenCalledTimes(1);
      expect(synthesize.mock.calls[0]?.[0]).toMatchObject({
        text: "The moon came out.",
        voiceId: "basic-en-us-female-1",
      });
      // Both snapshots stay downloadable.
      expect((await conversionsOf(c, id)).map((cv) => cv.status)).toEqual(["done", "done"]);
      expect((await c.request(`${base}/zip`)).status).toBe(200);
    } finally {
      synthesize.mockRestore();
    }
  });

  it("gives back failed blocks' generations, then retries them and charges them again", async () => {
    const user = await projectUser(server, 10);
    const { c } = user;
    const good = "The river ran slowly past the old mill. ".repeat(75).trim();
    const id = await pasted(c, `# Good\n\n${good}\n\n# Bad\n\nBroken. ${good}`);
    const real = server.deps.speech.synthesize.bind(server.deps.speech);
    const synthesize = vi.spyOn(server.deps.speech, "synthesize").mockImplementation((req) => {
      if (req.text.startsWith("Broken"))
        return Promise.reject(new SpeechError("SPEECH_INVALID_INPUT", "broken on purpose"));
      return real(req);
    });
    let failed: Conversion;
    try {
      failed = await converted(c, id);
    } finally {
      synthesize.mockRestore();
    }
    expect(failed.status).toBe("failed");
    const bad = (await projectOf(c, id)).chapters[1]?.id;
    expect(failed.progress.find((p) => p.chapterId === bad)).toMatchObject({ failed: 1 });
    // About 3,000 of about 6,000 characters rendered: 1 of the 2 generations kept.
    expect(failed.charged).toBe(1);
    expect(await user.used()).toBe(1);
    const base = `/api/projects/${id}/conversions/${failed.id}`;
    expect((await c.json(`${base}/retry`, { body: {} })).status).toBe(200);
    expect(await user.used()).toBe(2);
    const done = await waitUntil("the retry to finish", async () => {
      const found = (await conversionsOf(c, id)).find((cv) => cv.id === failed.id);
      return found?.status === "done" ? found : null;
    });
    expect(done.charged).toBe(2);
    const again = await c.json(`${base}/retry`, { body: {} });
    expect(again.status).toBe(409);
    expect((again.body as { error: { message: string } }).error.message).toBe(
      message("projectNothingToRetry"),
    );
    expect(await user.used()).toBe(2);
  });
});
