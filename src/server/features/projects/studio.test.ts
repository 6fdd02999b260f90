// The official ElevenLabs SDK against /v1/studio/projects: a 3-chapter, 2-voice book made from
// content JSON, converted on the queue, and its snapshot streamed as one MP3 with a chapter frame
// per chapter; the charge is ceil(characters / 5,000) generations.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readId3 } from "../../../../tests/helpers/id3-chapters.ts";
import { bookContent, contentCharacters } from "../../../../tests/helpers/project-content.ts";
import {
  allowGenerations,
  generationsUsed,
  renderingServer,
} from "../../../../tests/helpers/projects-kit.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { waitUntil } from "../../../../tests/helpers/wait-until.ts";
import { mp3DurationMs } from "../../speech/audio.ts";
import { userWithKey } from "../api-keys/test-kit.ts";
import { sdkKit } from "../public-api/test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await renderingServer(2, { env: { SPEECH_WORKERS: "2" } });
});
afterAll(() => server.close());

const { elevenlabs, bytesOf, elevenLabsFailure } = sdkKit(() => server);
const VOICES: [string, string] = ["basic-en-us-male-1", "basic-en-us-female-1"];

const used = (userId: string) => generationsUsed(server, userId);

describe("studio projects through the ElevenLabs SDK", () => {
  it("creates, converts and streams a 3-chapter, 2-voice book with 3 chapter frames", async () => {
    const user = await userWithKey(server);
    await allowGenerations(server, user.id, 10);
    const client = elevenlabs(user.key);
    const content = bookContent(3, 30_000, VOICES);
    const characters = contentCharacters(content);
    expect(characters).toBeGreaterThan(25_000);
    expect(characters).toBeLessThanOrEqual(30_000);
    const { project } = await client.studio.projects.create({
      name: "The Mill",
      author: "A. Writer",
      defaultParagraphVoiceId: VOICES[0],
      fromContentJson: JSON.stringify(content),
    });
    const chapters = await client.studio.projects.chapters.list(project.projectId);
    expect(chapters.chapters.map((c) => c.name)).toEqual(["Chapter 1", "Chapter 2", "Chapter 3"]);
    const first = await client.studio.projects.chapters.get(
      project.projectId,
      chapters.chapters[0]?.chapterId ?? "",
    );
    const dialogue = first.content.blocks.at(-1)?.nodes ?? [];
    expect(dialogue.map((n) => (n.type === "tts_node" ? n.voiceId : null))).toEqual(VOICES);

    await client.studio.projects.convert(project.projectId);
    expect(await used(user.id)).toBe(Math.ceil(characters / 5000));
    const snapshot = await waitUntil(
      "the snapshot",
      async () => {
        const { snapshots } = await client.studio.projects.snapshots.list(project.projectId);
        return snapshots[0] ?? null;
      },
      240_000,
    );
    const mp3 = await bytesOf(
      await client.studio.projects.snapshots.stream(project.projectId, snapshot.projectSnapshotId),
    );
    const tag = readId3(mp3);
    expect(tag.title).toBe("The Mill");
    expect(tag.author).toBe("A. Writer");
    expect(tag.toc).toBe(1);
    expect(tag.chapters.map((c) => c.title)).toEqual(["Chapter 1", "Chapter 2", "Chapter 3"]);
    const audioMs = mp3DurationMs(mp3.subarray(tag.audioStart)) ?? 0;
    const [one, two, three] = tag.chapters;
    expect(one?.startMs).toBe(0);
    expect(two?.startMs).toBe(one?.endMs);
    expect(Math.abs((three?.endMs ?? 0) - audioMs)).toBeLessThan(100);
    expect(await used(user.id)).toBe(6);
    // The archive: each chapter's MP3, named for its place and title, stored in reading order.
    const archive = unzipSync(
      await bytesOf(
        await client.studio.projects.snapshots.streamArchive(
          project.projectId,
          snapshot.projectSnapshotId,
        ),
      ),
    );
    expect(Object.keys(archive)).toEqual([
      "001-Chapter-1.mp3",
      "002-Chapter-2.mp3",
      "003-Chapter-3.mp3",
    ]);
    expect(Object.values(archive).every((file) => file.byteLength > 1000)).toBe(true);

    const second = chapters.chapters[1]?.chapterId ?? "";
    const got = await client.studio.projects.get(project.projectId);
    expect(got.canBeDownloaded).toBe(true);
    const chapterSnaps = await client.studio.projects.chapters.snapshots.list(
      project.projectId,
      second,
    );
    expect(chapterSnaps.snapshots).toHaveLength(1);
    const chapterMp3 = await bytesOf(
      await client.studio.projects.chapters.snapshots.stream(
        project.projectId,
        second,
        chapterSnaps.snapshots[0]?.chapterSnapshotId ?? "",
      ),
    );
    expect(readId3(chapterMp3).title).toBe("Chapter 2");
  }, 300_000);

  it("updates a project's name, default voice, title and author; its next MP3 is tagged so", async () => {
    const user = await userWithKey(server);
    const client = elevenlabs(user.key);
    const { project } = await client.studio.projects.create({
      name: "Draft",
      title: "Old title",
      author: "Old author",
      defaultParagraphVoiceId: VOICES[0],
      fromContentJson: JSON.stringify([
        { name: "One", blocks: [{ sub_type: "p", nodes: [{ type: "tts_node", text: "Hello." }] }] },
      ]),
    });
    const { projectId } = project;
    const updated = await client.studio.projects.update(projectId, {
      name: "Final",
      defaultTitleVoiceId: VOICES[1],
      defaultParagraphVoiceId: VOICES[1],
      title: "New title",
      author: "New author",
      isbnNumber: "978-3-16-148410-0",
      volumeNormalization: true,
    });
    expect(updated.project).toMatchObject({
      projectId,
      name: "Final",
      title: "New title",
      author: "New author",
      defaultParagraphVoiceId: VOICES[1],
    });
    const got = await client.studio.projects.get(projectId);
    expect(got).toMatchObject({ name: "Final", defaultParagraphVoiceId: VOICES[1] });
    const chapter = (await client.studio.projects.chapters.list(projectId)).chapters[0];
    const content = await client.studio.projects.chapters.get(projectId, chapter?.chapterId ?? "");
    const [node] = content.content.blocks[0]?.nodes ?? [];
    expect(node?.type === "tts_node" ? node.voiceId : null).toBe(VOICES[1]);

    const unknown = await elevenLabsFailure(() =>
      client.studio.projects.update(projectId, {
        name: "Broken",
        defaultTitleVoiceId: VOICES[1],
        defaultParagraphVoiceId: "no-such-voice",
      }),
    );
    // A missing voice is ElevenLabs' voice_not_found, as when a conversion meets one.
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain("no-such-voice");
    const stranger = elevenlabs((await userWithKey(server)).key);
    const foreign = await elevenLabsFailure(() =>
      stranger.studio.projects.update(projectId, {
        name: "Mine",
        defaultTitleVoiceId: VOICES[1],
        defaultParagraphVoiceId: VOICES[1],
      }),
    );
    expect(foreign.status).toBe(404);
    expect((await client.studio.projects.get(projectId)).name).toBe("Final");

    await client.studio.projects.convert(projectId);
    const snapshot = await waitUntil(
      "the snapshot",
      async () => {
        const { snapshots } = await client.studio.projects.snapshots.list(projectId);
        return snapshots[0] ?? null;
      },
      240_000,
    );
    const mp3 = await bytesOf(
      await client.studio.projects.snapshots.stream(projectId, snapshot.projectSnapshotId),
    );
    const tag = readId3(mp3);
    expect(tag.title).toBe("New title");
    expect(tag.author).toBe("New author");
  }, 120_000);
});
