// A project's rows changed in place by the Projects page: one block's runs, a chapter's blocks in a new order. Ids stay, so the page keeps its place.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { BlockPart } from "../../../domain/projects.ts";
import type { Db, Tx } from "../../db/client.ts";
import {
  projectBlocks,
  projectChapters,
  projectConversions,
  projects,
} from "../../db/schema-projects.ts";

const touch = (db: Db | Tx, projectId: string, now: Date) =>
  db.update(projects).set({ updatedAt: now }).where(eq(projects.id, projectId));

export async function updateBlock(
  db: Db,
  projectId: string,
  blockId: string,
  parts: BlockPart[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.update(projectBlocks).set({ parts }).where(eq(projectBlocks.id, blockId));
    await touch(tx, projectId, now);
  });
}

/** The chapter's blocks in this order (every block of the chapter, each once). */
export async function reorderBlocks(
  db: Db,
  projectId: string,
  chapterId: string,
  order: string[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    for (const [position, id] of order.entries()) {
      await tx
        .update(projectBlocks)
        .set({ position })
        .where(and(eq(projectBlocks.id, id), eq(projectBlocks.chapterId, chapterId)));
    }
    await touch(tx, projectId, now);
  });
}

/** The user's projects, newest first, each with its chapter count and latest conversion's state. */
export async function projectSummaries(db: Db, userId: string) {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [chapters, latest] = await Promise.all([
    db
      .select({ projectId: projectChapters.projectId, n: count() })
      .from(projectChapters)
      .where(inArray(projectChapters.projectId, ids))
      .groupBy(projectChapters.projectId),
    db
      .selectDistinctOn([projectConversions.projectId], {
        projectId: projectConversions.projectId,
        status: projectConversions.status,
      })
      .from(projectConversions)
      .where(inArray(projectConversions.projectId, ids))
      .orderBy(projectConversions.projectId, desc(projectConversions.createdAt)),
  ]);
  return rows.map((r) => ({
    ...r,
    chapters: chapters.find((c) => c.projectId === r.id)?.n ?? 0,
    latestStatus: latest.find((l) => l.projectId === r.id)?.status ?? null,
  }));
}
