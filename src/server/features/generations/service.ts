// Generating speech and the user's history: the whole answer (the steps in steps.ts), the streamed
// one (stream.ts), the list, downloads and deletion (docs/product.md section 5).
import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { DOWNLOAD_FORMATS, type DownloadFormat } from "../../../domain/generation.ts";
import type { SessionUser } from "../../app-env.ts";
import { generations } from "../../db/schema.ts";
import { convertedKey } from "./downloads.ts";
import { downloadAs, findOwn, ownAudio } from "./own-audio.ts";
import { RESERVATION_STALE_MS, returnStaleReservations } from "./quota.ts";
import {
  answerOf,
  begin,
  checkLength,
  engineSignal,
  type GenerationDeps,
  type GenerationInfo,
  giveBack,
  onWrittenText,
  record,
  type SpeechInput,
  synthesisRequest,
} from "./steps.ts";
import { generateStream } from "./stream.ts";
import { type GenerationRow, generationView } from "./view.ts";

export async function generate(
  deps: GenerationDeps,
  user: SessionUser,
  input: SpeechInput,
  info: GenerationInfo,
) {
  const begun = await begin(deps, user, input);
  const id = randomUUID();
  let row: GenerationRow;
  try {
    const audio = onWrittenText(
      begun,
      await deps.speech.synthesize(
        synthesisRequest(begun, input, engineSignal(begun, info.signal)),
      ),
    );
    checkLength(audio.durationMs);
    row = await record(deps, user, begun, input, info, id, audio);
  } catch (error) {
    return giveBack(deps, begun, error);
  }
  return answerOf(deps, begun, row);
}

export async function listGenerations(
  deps: GenerationDeps,
  userId: string,
  page: number,
  pageSize = 20,
) {
  const where = eq(generations.userId, userId);
  const [items, [total]] = await Promise.all([
    deps.db
      .select()
      .from(generations)
      .where(where)
      .orderBy(desc(generations.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(generations).where(where),
  ]);
  return { items: items.map(generationView), total: total?.n ?? 0, page, pageSize };
}

export async function deleteOwn(
  deps: GenerationDeps,
  userId: string,
  id: string,
): Promise<boolean> {
  const [row] = await deps.db
    .delete(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
    .returning();
  if (!row) return false;
  await deps.audio.delete(row.audioKey);
  for (const as of DOWNLOAD_FORMATS) await deps.audio.delete(convertedKey(row.audioKey, as.id));
  return true;
}

/**
 * At start: gives back the generations a crashed process had reserved. On the embedded database
 * this process is the only one (the data-directory lock), so every reservation left is a crash's;
 * on a shared PostgreSQL only those older than any generation speaks.
 */
export async function returnCrashedReservations(deps: GenerationDeps): Promise<number> {
  const now = deps.now().getTime();
  const before = deps.database.kind === "pglite" ? now : now - RESERVATION_STALE_MS;
  const count = await returnStaleReservations(deps.db, new Date(before));
  if (count > 0)
    deps.logger.warn({ count }, "gave back generations a stopped process had reserved");
  return count;
}

/** The studio's and the public API's generations, and the user's history. */
export function createGenerationsService(deps: GenerationDeps) {
  return {
    generate: (user: SessionUser, input: SpeechInput, info: GenerationInfo) =>
      generate(deps, user, input, info),
    generateStream: (user: SessionUser, input: SpeechInput, info: GenerationInfo) =>
      generateStream(deps, user, input, info),
    list: (userId: string, page: number) => listGenerations(deps, userId, page),
    findOwn: (userId: string, id: string) => findOwn(deps, userId, id),
    deleteOwn: (userId: string, id: string) => deleteOwn(deps, userId, id),
    ownAudio: (userId: string, id: string) => ownAudio(deps, userId, id),
    /**
     * The generation's caption lines and timed words (none before word timings), or null (not
     * theirs, or made before captions existed).
     */
    captionsOf: async (userId: string, id: string) => {
      const row = await findOwn(deps, userId, id);
      return row?.cues && row.cues.length > 0 ? { cues: row.cues, words: row.words ?? [] } : null;
    },
    downloadAs: (userId: string, id: string, as: DownloadFormat) =>
      downloadAs(deps, userId, id, as),
    returnCrashedReservations: () => returnCrashedReservations(deps),
  };
}

export type GenerationsService = ReturnType<typeof createGenerationsService>;
