// /v1/studio/projects: ElevenLabs' Studio API as its official SDK calls it
// (https://elevenlabs.io/docs/api-reference/studio). Mounted in the public API's frame, so the
// key, CORS and the ElevenLabs error shape are the public API's (features/public-api/routes.ts).
import { type Context, Hono } from "hono";
import { byKey } from "../../../domain/messages.ts";
import type { AppDeps } from "../../app-env.ts";
import { ApiError } from "../../http/errors.ts";
import { sendAudio } from "../../http/send-audio.ts";
import type { PublicEnv } from "../public-api/auth.ts";
import { chaptersZip } from "./archive.ts";
import type { ConversionRow } from "./progress.ts";
import type { ProjectRow } from "./store.ts";
import { createInputOf, updateInputOf } from "./studio-input.ts";
import { doc } from "./studio-openapi.ts";
import {
  chapterContentView,
  chapterSnapshotView,
  chapterView,
  type ProjectState,
  projectExtendedView,
  projectSnapshotView,
  projectView,
} from "./studio-view.ts";

const notFound = () => new ApiError(404, "NOT_FOUND", byKey("projectNotFound"));
const OK = { status: "ok" };

async function stateOf(
  deps: AppDeps,
  userId: string,
  projectId: string,
): Promise<ProjectState & { conversions: ConversionRow[] }> {
  const conversions = await deps.projects.conversions(userId, projectId);
  const latest = conversions[0] ?? null;
  return {
    conversions,
    latest,
    progress: latest ? await deps.projects.progress(latest.id) : [],
    downloadable: conversions.some((c) => c.status === "done" && c.chapterId === null),
  };
}

function ids(c: Context<PublicEnv>) {
  return { deps: c.var.deps, user: c.var.caller.user, projectId: c.req.param("projectId") ?? "" };
}

async function snapshotOf(c: Context<PublicEnv>) {
  const { deps, user, projectId } = ids(c);
  const conversion = await deps.projects.findConversion(user.id, c.req.param("snapshotId") ?? "");
  if (!conversion || conversion.projectId !== projectId) throw notFound();
  if (conversion.status !== "done" || !conversion.output)
    throw new ApiError(409, "SNAPSHOT_NOT_READY", byKey("projectSnapshotNotReady"));
  return { deps, conversion, output: conversion.output };
}

async function stream(c: Context<PublicEnv>, key: string | null | undefined, filename: string) {
  const audio = key ? await c.var.deps.projects.audio(key) : null;
  if (!audio) throw notFound();
  return sendAudio(c, audio, "audio/mpeg", filename);
}

const snapshotsFor = (project: ProjectRow, conversions: ConversionRow[], chapterId: string) =>
  conversions
    .filter(
      (c) => c.status === "done" && c.output?.chapters.some((ch) => ch.chapterId === chapterId),
    )
    .map((c) => chapterSnapshotView(project, chapterId, c));

export function studioRoutes() {
  return new Hono<PublicEnv>()
    .get("/", doc.list, async (c) => {
      const { deps, user } = ids(c);
      const rows = await deps.projects.list(user.id);
      const projects = await Promise.all(
        rows.map(async (p) => projectView(p, await stateOf(deps, user.id, p.id))),
      );
      return c.json({ projects });
    })
    .post("/", doc.create, async (c) => {
      const { deps, user } = ids(c);
      // All of a repeated field's values: a locator is a form line each.
      const { input, autoConvert } = await createInputOf(await c.req.parseBody({ all: true }));
      const id = await deps.projects.create(user, input);
      if (autoConvert) await deps.projects.convert(user, id);
      const project = await deps.projects.get(user.id, id);
      return c.json({ project: projectView(project, await stateOf(deps, user.id, id)) });
    })
    .get("/:projectId", doc.get, async (c) => {
      const { deps, user, projectId } = ids(c);
      const project = await deps.projects.get(user.id, projectId);
      return c.json(projectExtendedView(project, await stateOf(deps, user.id, projectId)));
    })
    .post("/:projectId", doc.update, async (c) => {
      const { deps, user, projectId } = ids(c);
      const patch = updateInputOf(await c.req.json().catch(() => null));
      await deps.projects.update(user.id, projectId, patch);
      const project = await deps.projects.get(user.id, projectId);
      return c.json({ project: projectView(project, await stateOf(deps, user.id, projectId)) });
    })
    .delete("/:projectId", doc.remove, async (c) => {
      const { deps, user, projectId } = ids(c);
      await deps.projects.remove(user.id, projectId);
      return c.json(OK);
    })
    .post("/:projectId/convert", doc.convert, async (c) => {
      const { deps, user, projectId } = ids(c);
      await deps.projects.convert(user, projectId);
      return c.json(OK);
    })
    .get("/:projectId/chapters", doc.chapters, async (c) => {
      const { deps, user, projectId } = ids(c);
      const project = await deps.projects.get(user.id, projectId);
      const state = await stateOf(deps, user.id, projectId);
      return c.json({ chapters: project.chapters.map((ch) => chapterView(ch, state)) });
    })
    .get("/:projectId/chapters/:chapterId", doc.chapter, async (c) => {
      const { deps, user, projectId } = ids(c);
      const project = await deps.projects.get(user.id, projectId);
      const chapter = project.chapters.find((ch) => ch.id === c.req.param("chapterId"));
      if (!chapter) throw notFound();
      const state = await stateOf(deps, user.id, projectId);
      return c.json(chapterContentView(chapter, project.defaultVoiceId, state));
    })
    .post("/:projectId/chapters/:chapterId/convert", doc.chConvert, async (c) => {
      const { deps, user, projectId } = ids(c);
      await deps.projects.convert(user, projectId, c.req.param("chapterId"));
      return c.json(OK);
    })
    .get("/:projectId/chapters/:chapterId/snapshots", doc.chSnaps, async (c) => {
      const { deps, user, projectId } = ids(c);
      const project = await deps.projects.get(user.id, projectId);
      const { conversions } = await stateOf(deps, user.id, projectId);
      return c.json({ snapshots: snapshotsFor(project, conversions, c.req.param("chapterId")) });
    })
    .post("/:projectId/chapters/:chapterId/snapshots/:snapshotId/stream", doc.chMp3, async (c) => {
      const { output } = await snapshotOf(c);
      const chapter = output.chapters.find((ch) => ch.chapterId === c.req.param("chapterId"));
      return stream(c, chapter?.key, "chapter.mp3");
    })
    .get("/:projectId/snapshots", doc.snaps, async (c) => {
      const { deps, user, projectId } = ids(c);
      const project = await deps.projects.get(user.id, projectId);
      const { conversions } = await stateOf(deps, user.id, projectId);
      const done = conversions.filter((cv) => cv.status === "done" && cv.chapterId === null);
      return c.json({ snapshots: done.map((cv) => projectSnapshotView(project, cv)) });
    })
    .get("/:projectId/snapshots/:snapshotId", doc.snap, async (c) => {
      const { deps, conversion } = await snapshotOf(c);
      const project = await deps.projects.get(conversion.userId, conversion.projectId);
      return c.json({
        ...projectSnapshotView(project, conversion),
        character_alignments: [],
        has_audio: true,
      });
    })
    .post("/:projectId/snapshots/:snapshotId/stream", doc.audio, async (c) => {
      const { output } = await snapshotOf(c);
      return stream(c, output.projectKey, "project.mp3");
    })
    .post("/:projectId/snapshots/:snapshotId/archive", doc.zip, async (c) => {
      const { deps, output } = await snapshotOf(c);
      const zip = await chaptersZip(deps.audio, output);
      c.header("Content-Type", "application/zip");
      c.header("Content-Disposition", 'attachment; filename="chapters.zip"');
      return c.body(zip.buffer as ArrayBuffer);
    });
}
