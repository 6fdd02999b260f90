// Projects and conversions as the Projects page reads them (routes.ts).
import type { ChapterProgress, ConversionRow } from "./progress.ts";
import type { FullProject } from "./store.ts";

export function projectDetail(p: FullProject) {
  return {
    id: p.id,
    name: p.name,
    title: p.title,
    author: p.author,
    defaultVoiceId: p.defaultVoiceId,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    chapters: p.chapters,
  };
}

/** A conversion (a snapshot once done): where it stands per chapter, and what it made. */
export function conversionView(c: ConversionRow, progress: ChapterProgress[]) {
  return {
    id: c.id,
    chapterId: c.chapterId,
    status: c.status,
    characters: c.characters,
    charged: c.charged,
    createdAt: c.createdAt,
    finishedAt: c.finishedAt,
    durationMs: c.output?.durationMs ?? null,
    chapters: (c.output?.chapters ?? []).map((ch) => ({
      chapterId: ch.chapterId,
      title: ch.title,
      durationMs: ch.durationMs,
    })),
    progress,
  };
}
