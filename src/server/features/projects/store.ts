// A project's rows: written whole when it is created, read back in order, and its blocks edited.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type {
  BlockInput,
  BlockPart,
  ChapterInput,
  DictionaryLocator,
} from "../../../domain/projects.ts";
import type { Db } from "../../db/client.ts";
import { projectBlocks, projectChapters, projects } from "../../db/schema-projects.ts";

export const newId = () => randomBytes(10).toString("hex");

export interface NewProject {
  userId: string;
  name: string;
  title: string | null;
  author: string | null;
  defaultVoiceId: string;
  callbackUrl: string | null;
  dictionaries: DictionaryLocator[] | null;
  chapters: ChapterInput[];
}

export type ProjectRow = typeof projects.$inferSelect;
export interface BlockRow {
  id: string;
  kind: BlockInput["kind"];
  parts: BlockPart[];
}
export interface ChapterRow {
  id: string;
  title: string;
  blocks: BlockRow[];
}
export interface FullProject extends ProjectRow {
  chapters: ChapterRow[];
}

const blockRows = (chapterId: string, blocks: BlockInput[]) =>
  blocks.map((b, position) => ({ id: newId(), chapterId, position, kind: b.kind, parts: b.parts }));

export async function insertProject(db: Db, input: NewProject, now: Date): Promise<string> {
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(projects).values({
      id,
      userId: input.userId,
      name: input.name,
      title: input.title,
      author: input.author,
      defaultVoiceId: input.defaultVoiceId,
      callbackUrl: input.callbackUrl,
      pronunciationLocators: input.dictionaries,
      createdAt: now,
      updatedAt: now,
    });
    const chapters = input.chapters.map((c, position) => ({
      id: newId(),
      projectId: id,
      position,
      title: c.title,
    }));
    await tx.insert(projectChapters).values(chapters);
    const blocks = chapters.flatMap((c, i) => blockRows(c.id, input.chapters[i]?.blocks ?? []));
    // In slices: a long book is many thousand rows, past one statement's parameter limit.
    for (let at = 0; at < blocks.length; at += 1000) {
      await tx.insert(projectBlocks).values(blocks.slice(at, at + 1000));
    }
  });
  return id;
}

export async function listProjects(db: Db, userId: string): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt));
}

export async function findProject(db: Db, userId: string, id: string): Promise<FullProject | null> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  if (!project) return null;
  const chapters = await db
    .select()
    .from(projectChapters)
    .where(eq(projectChapters.projectId, id))
    .orderBy(asc(projectChapters.position));
  const blocks =
    chapters.length === 0
      ? []
      : await db
          .select()
          .from(projectBlocks)
          .where(
            inArray(
              projectBlocks.chapterId,
              chapters.map((c) => c.id),
            ),
          )
          .orderBy(asc(projectBlocks.position));
  return {
    ...project,
    chapters: chapters.map((c) => ({
      id: c.id,
      title: c.title,
      blocks: blocks
        .filter((b) => b.chapterId === c.id)
        .map((b) => ({ id: b.id, kind: b.kind, parts: b.parts })),
    })),
  };
}

/** Whether the project was the user's (and so was changed). */
export async function updateProject(
  db: Db,
  userId: string,
  id: string,
  fields: { [K in "name" | "defaultVoiceId" | "title" | "author"]?: ProjectRow[K] | undefined },
  now: Date,
): Promise<boolean> {
  // A field left out (undefined) stays as it is.
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const changed = await db
    .update(projects)
    .set({ ...set, updatedAt: now })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return changed.length > 0;
}

export async function deleteProject(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return gone.length > 0;
}

/** A chapter's blocks replaced by these, in this order (an edit, a reorder, a voice changed). */
export async function replaceBlocks(db: Db, chapterId: string, blocks: BlockInput[], now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(projectBlocks).where(eq(projectBlocks.chapterId, chapterId));
    if (blocks.length > 0) await tx.insert(projectBlocks).values(blockRows(chapterId, blocks));
    const [chapter] = await tx
      .select({ projectId: projectChapters.projectId })
      .from(projectChapters)
      .where(eq(projectChapters.id, chapterId));
    if (chapter)
      await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, chapter.projectId));
  });
}

/** The chapters in this order (every chapter of the project, each once). */
export async function reorderChapters(db: Db, projectId: string, order: string[]) {
  await db.transaction(async (tx) => {
    for (const [position, id] of order.entries()) {
      await tx
        .update(projectChapters)
        .set({ position })
        .where(and(eq(projectChapters.id, id), eq(projectChapters.projectId, projectId)));
    }
  });
}
