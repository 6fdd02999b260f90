// A failed conversion's failed blocks queued again: the generations they need are taken again
// (up to the whole conversion's price) before anything is queued.
import { and, eq } from "drizzle-orm";
import { byKey } from "../../../domain/messages.ts";
import { conversionCost } from "../../../domain/projects.ts";
import { quotaOf } from "../../../domain/quota.ts";
import type { SessionUser } from "../../app-env.ts";
import { projectConversions, projectRenders } from "../../db/schema-projects.ts";
import { ApiError } from "../../http/errors.ts";
import { takeGenerations } from "../generations/quota.ts";
import type { ProjectsDeps } from "./deps.ts";

export async function retryConversion(deps: ProjectsDeps, user: SessionUser, conversionId: string) {
  const site = await deps.settings.get();
  const now = deps.now();
  const positions = await deps.db.transaction(async (tx) => {
    const [conversion] = await tx
      .select()
      .from(projectConversions)
      .where(and(eq(projectConversions.id, conversionId), eq(projectConversions.userId, user.id)))
      .for("update");
    if (!conversion) throw new ApiError(404, "NOT_FOUND", byKey("projectNotFound"));
    if (conversion.status !== "failed")
      throw new ApiError(409, "NOTHING_TO_RETRY", byKey("projectNothingToRetry"));
    const price = conversionCost(conversion.characters);
    const more = price - conversion.charged;
    if (more > 0 && !(await takeGenerations(tx, user.id, more, site.freeQuota, now))) {
      const profile = await deps.profiles.ensure(user);
      const left = quotaOf(profile, site.freeQuota, now).remaining;
      throw new ApiError(
        402,
        "QUOTA_EXCEEDED",
        byKey("projectNeedsGenerations", { needed: more, left }),
      );
    }
    await tx
      .update(projectConversions)
      .set({ status: "running", charged: price, finishedAt: null, output: null })
      .where(eq(projectConversions.id, conversionId));
    const queued = await tx
      .update(projectRenders)
      .set({ status: "queued", error: null })
      .where(
        and(eq(projectRenders.conversionId, conversionId), eq(projectRenders.status, "failed")),
      )
      .returning({ position: projectRenders.position });
    return queued.map((r) => r.position);
  });
  await deps.queue.send(
    positions.map((position) => ({
      data: { kind: "block" as const, conversionId, position },
      priority: -position,
    })),
  );
  // Quiet when nothing failed after all: nothing queued, so finish now.
  if (positions.length === 0)
    await deps.queue.send([{ data: { kind: "finish", conversionId }, priority: 0 }]);
}
