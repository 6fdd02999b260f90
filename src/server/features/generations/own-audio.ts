// A user's own generation: its history row, and its file as stored (the player streams it) or in
// the format a download asks for (docs/product.md section 2, Download).
import { and, eq } from "drizzle-orm";
import type { DownloadFormat } from "../../../domain/generation.ts";
import { generations } from "../../db/schema.ts";
import type { AudioFormat } from "../../speech/types.ts";
import type { StoredAudio } from "../../storage/audio-store.ts";
import { generationAudioKeys } from "./audio-key.ts";
import type { Converted } from "./downloads.ts";
import type { GenerationDeps } from "./steps.ts";
import type { GenerationRow } from "./view.ts";

export async function findOwn(
  deps: GenerationDeps,
  userId: string,
  id: string,
): Promise<GenerationRow | null> {
  const [row] = await deps.db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)));
  return row ?? null;
}

export interface OwnAudio {
  key: string;
  format: AudioFormat;
  audio: StoredAudio;
}

/** The stored file, or null. The history row may be missing (its write failed): the file, kept
 * under its owner's id, still proves it is theirs. */
export async function ownAudio(
  deps: GenerationDeps,
  userId: string,
  id: string,
): Promise<OwnAudio | null> {
  const row = await findOwn(deps, userId, id);
  for (const key of row ? [row.audioKey] : generationAudioKeys(userId, id)) {
    const audio = await deps.audio.get(key);
    if (audio) return { key, format: key.endsWith(".wav") ? "wav" : "mp3", audio };
  }
  return null;
}

/** The file in the asked-for format, converted once and kept (downloads.ts); null when there is
 * no such generation of theirs, `busy` when the conversions are queued full. */
export async function downloadAs(
  deps: GenerationDeps,
  userId: string,
  id: string,
  as: DownloadFormat,
): Promise<Converted | null> {
  const own = await ownAudio(deps, userId, id);
  if (!own) return null;
  return deps.downloads.prepare(userId, own, as);
}
