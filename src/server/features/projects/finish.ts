// A conversion leaves "running" once: finished (every block rendered, its files assembled),
// failed (some block could not be rendered), or cancelled. Whoever moves it settles its
// generations in the same transaction: it keeps ceil(rendered characters / 5,000) and gives the
// rest back, so a crash and a retry can neither charge nor refund it twice.
import { and, asc, eq } from "drizzle-orm";
import { type ConversionOutput, conversionCost } from "../../../domain/projects.ts";
import { projectConversions, projectRenders, projects } from "../../db/schema-projects.ts";
import { returnGenerations } from "../generations/quota.ts";
import { assemble } from "./assemble.ts";
import type { ProjectsDeps } from "./deps.ts";

type Ending = "done" | "failed" | "cancelled";

async function settle(
  deps: ProjectsDeps,
  conversionId: string,
  status: Ending,
  output: ConversionOutput | null,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const renders = await tx
      .select({ characters: projectRenders.characters, status: projectRenders.status })
      .from(projectRenders)
      .where(eq(projectRenders.conversionId, conversionId));
    const rendered = renders
      .filter((r) => r.status === "done")
      .reduce((n, r) => n + r.characters, 0);
    const keep = conversionCost(rendered);
    const [before] = await tx
      .select()
      .from(projectConversions)
      .where(and(eq(projectConversions.id, conversionId), eq(projectConversions.status, "running")))
      .for("update");
    if (!before) return false;
    await tx
      .update(projectConversions)
      .set({ status, output, charged: Math.min(keep, before.charged), finishedAt: deps.now() })
      .where(eq(projectConversions.id, conversionId));
    await returnGenerations(tx, before, before.charged - keep);
    return true;
  });
}

async function callBack(deps: ProjectsDeps, conversionId: string) {
  const [row] = await deps.db
    .select({ conversion: projectConversions, url: projects.callbackUrl })
    .from(projectConversions)
    .innerJoin(projects, eq(projects.id, projectConversions.projectId))
    .where(eq(projectConversions.id, conversionId));
  if (!row?.url) return;
  const { conversion } = row;
  const body = {
    type: conversion.chapterId ? "chapter_conversion" : "project_conversion",
    status: conversion.status === "done" ? "success" : conversion.status,
    project_id: conversion.projectId,
    chapter_id: conversion.chapterId,
    project_snapshot_id: conversion.chapterId ? null : conversion.id,
    chapter_snapshot_id: conversion.chapterId ? conversion.id : null,
  };
  await fetch(row.url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  }).catch((err: unknown) => deps.logger.warn({ err, conversionId }, "project callback failed"));
}

export async function finishConversion(deps: ProjectsDeps, conversionId: string): Promise<void> {
  const [row] = await deps.db
    .select({ conversion: projectConversions, project: projects })
    .from(projectConversions)
    .innerJoin(projects, eq(projects.id, projectConversions.projectId))
    .where(eq(projectConversions.id, conversionId));
  if (row?.conversion.status !== "running") return;
  const renders = await deps.db
    .select()
    .from(projectRenders)
    .where(eq(projectRenders.conversionId, conversionId))
    .orderBy(asc(projectRenders.position));
  if (renders.some((r) => r.status === "queued")) return;
  const failed = renders.some((r) => r.status === "failed");
  const output = failed
    ? null
    : await assemble(
        deps,
        {
          userId: row.conversion.userId,
          conversionId,
          title: row.project.title ?? row.project.name,
          author: row.project.author,
          wholeProject: row.conversion.chapterId === null,
        },
        renders,
      );
  if (await settle(deps, conversionId, failed ? "failed" : "done", output))
    await callBack(deps, conversionId);
}

export async function cancelConversion(deps: ProjectsDeps, conversionId: string): Promise<boolean> {
  const cancelled = await settle(deps, conversionId, "cancelled", null);
  if (cancelled) await callBack(deps, conversionId);
  return cancelled;
}
