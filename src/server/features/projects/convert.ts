// Starting a conversion: every rule checked and the generations taken before anything is queued
// (docs/product.md, Projects). The blocks are frozen into the conversion's rows, so editing the
// project while it renders changes the next conversion, not this one.
import { and, count, eq, sql } from "drizzle-orm";
import { byKey } from "../../../domain/messages.ts";
import {
  CONVERSIONS_PER_USER,
  characterCount,
  contentProblem,
  conversionCost,
  type DictionaryLocator,
  PROJECT_MAX_CHAPTERS,
  PROJECT_MAX_CHARACTERS,
} from "../../../domain/projects.ts";
import { quotaOf } from "../../../domain/quota.ts";
import type { SessionUser } from "../../app-env.ts";
import { profiles } from "../../db/schema.ts";
import { projectConversions, projectRenders } from "../../db/schema-projects.ts";
import { ApiError } from "../../http/errors.ts";
import type { EngineId } from "../../speech/index.ts";
import { takeGenerations } from "../generations/quota.ts";
import type { ProjectsDeps } from "./deps.ts";
import { blockAudioKey, voiced } from "./render.ts";
import type { Pronouncer } from "./spoken-text.ts";
import { type ChapterRow, type FullProject, findProject, newId } from "./store.ts";

/** The content's first broken rule as the API's 400. */
export function checkContent(chapters: Parameters<typeof contentProblem>[0]): void {
  const problem = contentProblem(chapters);
  if (!problem) return;
  const fail = (m: ReturnType<typeof byKey>) => {
    throw new ApiError(400, "INVALID_PROJECT", m);
  };
  if (problem.kind === "empty") fail(byKey("projectEmpty"));
  if (problem.kind === "emptyChapter") fail(byKey("projectEmptyChapter", { title: problem.title }));
  if (problem.kind === "tooManyChapters")
    fail(
      byKey("projectTooManyChapters", { max: PROJECT_MAX_CHAPTERS, chapters: problem.chapters }),
    );
  if (problem.kind === "tooLong")
    fail(byKey("projectTooLong", { max: PROJECT_MAX_CHARACTERS, characters: problem.characters }));
}

/**
 * Refuses a voice that is gone (removed, turned off) before anything is charged; else each
 * voice's engine, which decides how a pronunciation rule is said.
 */
export async function checkVoices(
  deps: ProjectsDeps,
  ids: Iterable<string>,
): Promise<Map<string, EngineId>> {
  const engines = new Map<string, EngineId>();
  for (const id of new Set(ids)) {
    const voice = await deps.speech.findVoice(id).catch(() => undefined);
    if (!voice)
      throw new ApiError(400, "UNKNOWN_VOICE", byKey("projectVoiceMissing", { voice: id }));
    engines.set(id, voice.engine);
  }
  return engines;
}

/** What the project's text is spoken with: its dictionaries, else all of the user's. */
export async function pronouncerOf(
  deps: ProjectsDeps,
  userId: string,
  locators: DictionaryLocator[] | null,
  engines: Map<string, EngineId>,
): Promise<Pronouncer> {
  const prepare = await deps.pronunciation.preparer(
    userId,
    locators === null ? { all: true } : { locators },
  );
  return (text, voiceId) => prepare(text, engines.get(voiceId) ?? "embedded");
}

function rendersOf(
  project: FullProject,
  chapters: ChapterRow[],
  conversionId: string,
  pronouncer: Pronouncer,
) {
  let position = 0;
  return chapters.flatMap((chapter) =>
    chapter.blocks.flatMap((block) => {
      const parts = voiced(block.parts, project.defaultVoiceId, pronouncer);
      const characters = characterCount([block]);
      if (parts.length === 0 || characters === 0) return [];
      return [
        {
          conversionId,
          position: position++,
          chapterId: chapter.id,
          chapterTitle: chapter.title,
          kind: block.kind,
          // With their voices decided: a later change of the default is the next conversion's.
          parts,
          characters,
          audioKey: blockAudioKey(project.userId, parts),
          status: "queued" as const,
        },
      ];
    }),
  );
}

export async function startConversion(
  deps: ProjectsDeps,
  user: SessionUser,
  projectId: string,
  chapterId: string | null,
): Promise<string> {
  const project = await findProject(deps.db, user.id, projectId);
  const chapters = project?.chapters.filter((c) => chapterId === null || c.id === chapterId);
  if (!project || !chapters || chapters.length === 0)
    throw new ApiError(404, "NOT_FOUND", byKey("projectNotFound"));
  checkContent(chapters);
  const id = newId();
  const engines = await checkVoices(
    deps,
    chapters.flatMap((c) =>
      c.blocks.flatMap((b) => b.parts.map((p) => p.voiceId ?? project.defaultVoiceId)),
    ),
  );
  const pronouncer = await pronouncerOf(deps, user.id, project.pronunciationLocators, engines);
  const renders = rendersOf(project, chapters, id, pronouncer);
  const characters = renders.reduce((n, r) => n + r.characters, 0);
  const cost = conversionCost(characters);
  const [profile, site] = await Promise.all([deps.profiles.ensure(user), deps.settings.get()]);
  if (profile.status !== "active")
    throw new ApiError(403, "ACCOUNT_INACTIVE", byKey("generationDeactivated"));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // One conversion starts at a time per user, so two at once cannot both see room for one more.
    await tx.execute(
      sql`select 1 from ${profiles} where ${profiles.userId} = ${user.id} for update`,
    );
    const [running] = await tx
      .select({ n: count() })
      .from(projectConversions)
      .where(and(eq(projectConversions.userId, user.id), eq(projectConversions.status, "running")));
    if ((running?.n ?? 0) >= CONVERSIONS_PER_USER)
      throw new ApiError(
        429,
        "TOO_MANY_CONVERSIONS",
        byKey("projectTooManyConversions", { max: CONVERSIONS_PER_USER }),
      );
    const taken = await takeGenerations(tx, user.id, cost, site.freeQuota, now);
    if (!taken) {
      const left = quotaOf(profile, site.freeQuota, now).remaining;
      throw new ApiError(
        402,
        "QUOTA_EXCEEDED",
        byKey("projectNeedsGenerations", { needed: cost, left }),
      );
    }
    await tx.insert(projectConversions).values({
      id,
      projectId,
      userId: user.id,
      chapterId,
      status: "running",
      characters,
      charged: cost,
      accountStatus: taken.accountStatus,
      upgradedAt: taken.upgradedAt,
      createdAt: now,
    });
    for (let at = 0; at < renders.length; at += 500) {
      await tx.insert(projectRenders).values(renders.slice(at, at + 500));
    }
  });
  // Block 0 of every conversion before block 1 of any: a short chapter started after a long
  // book's is not held up behind it (docs/decisions/017-projects-queue.md).
  await deps.queue.send(
    renders.map((r) => ({
      data: { kind: "block" as const, conversionId: id, position: r.position },
      priority: -r.position,
    })),
  );
  return id;
}
