// What a queue slot does with a job: render one block, or finish a conversion once none is left.
// Both may run twice (a retry after a crash): a block whose audio is kept is not rendered again,
// and a conversion is finished, and its generations settled, by whoever moves it out of
// "running" (finish.ts).
import { and, count, eq } from "drizzle-orm";
import { projectConversions, projectRenders } from "../../db/schema-projects.ts";
import { mp3DurationMs } from "../../speech/audio.ts";
import { SpeechError } from "../../speech/index.ts";
import type { ProjectsDeps } from "./deps.ts";
import { finishConversion } from "./finish.ts";
import type { JobData } from "./queue.ts";
import { renderBlock, wordsKey } from "./render.ts";

// Finishing comes before any block: the user waits for it with everything else rendered.
const FINISH_PRIORITY = 1_000_000;

async function renderOne(
  deps: ProjectsDeps,
  conversionId: string,
  position: number,
  lastTry: boolean,
) {
  const [row] = await deps.db
    .select({ render: projectRenders, status: projectConversions.status })
    .from(projectRenders)
    .innerJoin(projectConversions, eq(projectConversions.id, projectRenders.conversionId))
    .where(
      and(eq(projectRenders.conversionId, conversionId), eq(projectRenders.position, position)),
    );
  if (row?.status !== "running" || row.render.status !== "queued") return;
  const { render } = row;
  const mark = (set: Partial<typeof projectRenders.$inferInsert>) =>
    deps.db
      .update(projectRenders)
      .set(set)
      .where(
        and(
          eq(projectRenders.conversionId, conversionId),
          eq(projectRenders.position, position),
          eq(projectRenders.status, "queued"),
        ),
      );
  const kept = await deps.audio.get(render.audioKey);
  if (kept) {
    await mark({ status: "done", durationMs: mp3DurationMs(await kept.read()) ?? 0 });
    return;
  }
  try {
    const block = await renderBlock(deps.speech, render.parts);
    // The words first: a block whose audio is kept has its words too.
    await deps.audio.put(
      wordsKey(render.audioKey),
      new TextEncoder().encode(JSON.stringify(block.words)),
    );
    await deps.audio.put(render.audioKey, block.audio);
    deps.logger.info({ conversionId, position }, "project block rendered");
    await mark({ status: "done", durationMs: block.durationMs });
  } catch (error) {
    // Bad input or a voice gone will not mend on a retry; anything else gets the queue's retries.
    const final = lastTry || (error instanceof SpeechError && error.status < 500);
    if (!final) throw error;
    const message = error instanceof Error ? error.message : String(error);
    await mark({ status: "failed", error: message.slice(0, 500) });
  }
}

export async function handleJob(deps: ProjectsDeps, data: JobData, lastTry: boolean) {
  if (data.kind === "finish") {
    await finishConversion(deps, data.conversionId);
    return;
  }
  await renderOne(deps, data.conversionId, data.position, lastTry);
  const [left] = await deps.db
    .select({ n: count() })
    .from(projectRenders)
    .where(
      and(eq(projectRenders.conversionId, data.conversionId), eq(projectRenders.status, "queued")),
    );
  if ((left?.n ?? 1) === 0) {
    await deps.queue.send([
      { data: { kind: "finish", conversionId: data.conversionId }, priority: FINISH_PRIORITY },
    ]);
  }
}

/**
 * The embedded server's start: whatever jobs a crash left (active ones included) are dropped and
 * queued again from the conversions' rows, one per block still queued, or the finish when none
 * is. This process is the database's only one, so no other is rendering them.
 */
export async function requeue(deps: ProjectsDeps): Promise<void> {
  await deps.queue.clear();
  const running = await deps.db
    .select({ id: projectConversions.id })
    .from(projectConversions)
    .where(eq(projectConversions.status, "running"));
  for (const { id } of running) {
    const queued = await deps.db
      .select({ position: projectRenders.position })
      .from(projectRenders)
      .where(and(eq(projectRenders.conversionId, id), eq(projectRenders.status, "queued")));
    await deps.queue.send(
      queued.length === 0
        ? [{ data: { kind: "finish", conversionId: id }, priority: FINISH_PRIORITY }]
        : queued.map((r) => ({
            data: { kind: "block" as const, conversionId: id, position: r.position },
            priority: -r.position,
          })),
    );
  }
}
