// A history row as the API shows it.
import type { generations } from "../../db/schema.ts";

export type GenerationRow = typeof generations.$inferSelect;

export function generationView(row: GenerationRow) {
  return {
    id: row.id,
    audioUrl: `/api/generations/${row.id}/audio`,
    voiceId: row.voiceId,
    voiceName: row.voiceName,
    engine: row.engine,
    format: row.format,
    textLength: row.textLength,
    textPreview: row.textPreview,
    audioSize: row.audioSize,
    durationMs: row.durationMs,
    /** Whether GET /api/generations/:id/captions has lines to give. */
    captions: row.cues !== null && row.cues.length > 0,
    /** "api" when made through the public API with a key (docs/architecture.md). */
    source: row.isApiGenerated ? ("api" as const) : ("studio" as const),
    createdAt: row.createdAt.toISOString(),
  };
}
