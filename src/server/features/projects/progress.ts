// Where a project's conversions stand: each one's blocks by state, per chapter.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { projectConversions, projectRenders } from "../../db/schema-projects.ts";

export type ConversionRow = typeof projectConversions.$inferSelect;

export interface ChapterProgress {
  chapterId: string;
  total: number;
  done: number;
  failed: number;
  characters: number;
  doneCharacters: number;
}

export async function conversionsOf(db: Db, userId: string, projectId: string) {
  return db
    .select()
    .from(projectConversions)
    .where(and(eq(projectConversions.projectId, projectId), eq(projectConversions.userId, userId)))
    .orderBy(desc(projectConversions.createdAt));
}

export async function findConversion(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(projectConversions)
    .where(and(eq(projectConversions.id, id), eq(projectConversions.userId, userId)));
  return row ?? null;
}

export async function chapterProgress(db: Db, conversionId: string): Promise<ChapterProgress[]> {
  return db
    .select({
      chapterId: projectRenders.chapterId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${projectRenders.status} = 'done'))::int`,
      failed: sql<number>`(count(*) filter (where ${projectRenders.status} = 'failed'))::int`,
      characters: sql<number>`sum(${projectRenders.characters})::int`,
      doneCharacters: sql<number>`(coalesce(sum(${projectRenders.characters}) filter (where ${projectRenders.status} = 'done'), 0))::int`,
    })
    .from(projectRenders)
    .where(eq(projectRenders.conversionId, conversionId))
    .groupBy(projectRenders.chapterId);
}
