// Long-form projects (docs/architecture.md, Projects): made from content or a document, edited,
// converted on the job queue, and their snapshots read back.
import { byKey } from "../../../domain/messages.ts";
import type {
  BlockInput,
  BlockPart,
  ChapterInput,
  DictionaryLocator,
} from "../../../domain/projects.ts";
import type { AppDeps, SessionUser } from "../../app-env.ts";
import { ApiError } from "../../http/errors.ts";
import { checkContent, checkVoices, startConversion } from "./convert.ts";
import type { ProjectsDeps } from "./deps.ts";
import { editBlock, moveBlocks } from "./editing.ts";
import { projectSummaries } from "./edits.ts";
import { cancelConversion } from "./finish.ts";
import { handleJob, requeue } from "./jobs.ts";
import { chapterProgress, conversionsOf, findConversion } from "./progress.ts";
import { createProjectQueue } from "./queue.ts";
import { retryConversion } from "./retry.ts";
import {
  deleteProject,
  findProject,
  insertProject,
  listProjects,
  reorderChapters,
  replaceBlocks,
  updateProject,
} from "./store.ts";

export interface CreateProjectInput {
  name: string;
  title: string | null;
  author: string | null;
  defaultVoiceId: string;
  callbackUrl: string | null;
  chapters: ChapterInput[];
  /** The dictionaries the text is spoken with; left out or null: all of the user's. */
  dictionaries?: DictionaryLocator[] | null;
}

/** A project's own fields changed: each only when given (the Studio API gives the first three). */
export interface ProjectUpdate {
  name?: string | undefined;
  defaultVoiceId?: string | undefined;
  /** Checked, not kept: a project has one default voice. */
  titleVoiceId?: string | undefined;
  title?: string | null | undefined;
  author?: string | null | undefined;
}

const notFound = () => new ApiError(404, "NOT_FOUND", byKey("projectNotFound"));

const voicesOf = (blocks: BlockInput[]) =>
  blocks.flatMap((b) => b.parts.flatMap((p) => (p.voiceId ? [p.voiceId] : [])));

export function createProjectsService(
  app: Pick<
    AppDeps,
    | "db"
    | "now"
    | "logger"
    | "speech"
    | "audio"
    | "settings"
    | "profiles"
    | "env"
    | "database"
    | "pronunciation"
  >,
) {
  const deps: ProjectsDeps = { ...app, queue: createProjectQueue(app.database.queue, app.logger) };

  async function get(userId: string, id: string) {
    const project = await findProject(deps.db, userId, id);
    if (!project) throw notFound();
    return project;
  }

  return {
    /** Renders on this process: `slots` blocks at a time (main.ts, worker.ts). */
    async startWorkers(slots: number) {
      if (app.database.kind === "pglite") await requeue(deps);
      await deps.queue.start(slots, (data, lastTry) => handleJob(deps, data, lastTry));
    },
    stop: () => deps.queue.stop(),

    async create(user: SessionUser, input: CreateProjectInput): Promise<string> {
      // A blank project may be made and filled later; converting it is refused (convert.ts).
      if (input.chapters.length > 0) checkContent(input.chapters);
      await checkVoices(deps, [
        input.defaultVoiceId,
        ...voicesOf(input.chapters.flatMap((c) => c.blocks)),
      ]);
      const dictionaries = input.dictionaries ?? null;
      // A dictionary that is not the user's is refused now, not when the project converts.
      if (dictionaries) await deps.pronunciation.preparer(user.id, { locators: dictionaries });
      return insertProject(deps.db, { ...input, dictionaries, userId: user.id }, deps.now());
    },
    list: (userId: string) => listProjects(deps.db, userId),
    async update(userId: string, id: string, patch: ProjectUpdate) {
      await get(userId, id);
      const { titleVoiceId, ...fields } = patch;
      await checkVoices(
        deps,
        [fields.defaultVoiceId, titleVoiceId].filter((v) => v !== undefined),
      );
      if (!(await updateProject(deps.db, userId, id, fields, deps.now()))) throw notFound();
    },
    get,
    async remove(userId: string, id: string) {
      const conversions = await conversionsOf(deps.db, userId, id);
      // A running conversion keeps only what it rendered, as when cancelled.
      for (const c of conversions) if (c.status === "running") await cancelConversion(deps, c.id);
      if (!(await deleteProject(deps.db, userId, id))) throw notFound();
      for (const c of conversions) {
        for await (const key of deps.audio.keys(`projects/${userId}/${c.id}/`))
          await deps.audio.delete(key);
      }
    },
    async updateBlocks(userId: string, projectId: string, chapterId: string, blocks: BlockInput[]) {
      const project = await get(userId, projectId);
      if (!project.chapters.some((c) => c.id === chapterId)) throw notFound();
      await checkVoices(deps, voicesOf(blocks));
      await replaceBlocks(deps.db, chapterId, blocks, deps.now());
    },
    async reorderChapters(userId: string, projectId: string, order: string[]) {
      const project = await get(userId, projectId);
      const ids = new Set(project.chapters.map((c) => c.id));
      if (order.length !== ids.size || !order.every((id) => ids.delete(id)))
        throw new ApiError(400, "INVALID_ORDER", byKey("httpBadRequest"));
      await reorderChapters(deps.db, projectId, order);
    },
    convert: (user: SessionUser, projectId: string, chapterId: string | null = null) =>
      startConversion(deps, user, projectId, chapterId),
    async cancel(userId: string, conversionId: string) {
      const conversion = await findConversion(deps.db, userId, conversionId);
      if (!conversion) throw notFound();
      await cancelConversion(deps, conversionId);
    },
    retry: (user: SessionUser, conversionId: string) => retryConversion(deps, user, conversionId),
    conversions: (userId: string, projectId: string) => conversionsOf(deps.db, userId, projectId),
    findConversion: (userId: string, id: string) => findConversion(deps.db, userId, id),
    progress: (conversionId: string) => chapterProgress(deps.db, conversionId),
    audio: (key: string) => deps.audio.get(key),

    // The Projects page's own (routes.ts): what the list shows, and edits that keep the ids.
    summaries: (userId: string) => projectSummaries(deps.db, userId),
    async editBlock(userId: string, projectId: string, blockId: string, parts: BlockPart[]) {
      await editBlock(deps, await get(userId, projectId), blockId, parts);
    },
    async reorderBlocks(userId: string, projectId: string, chapterId: string, order: string[]) {
      await moveBlocks(deps, await get(userId, projectId), chapterId, order);
    },
    /** The project's conversion, or 404 (another project's, another user's). */
    async conversionIn(userId: string, projectId: string, conversionId: string) {
      const conversion = await findConversion(deps.db, userId, conversionId);
      if (conversion?.projectId !== projectId) throw notFound();
      return conversion;
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
