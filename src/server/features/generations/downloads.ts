// A generation downloaded in another format (docs/decisions/008-download-formats.md): converted
// once in a worker thread (speech/transcode-pool.ts), kept in the audio store beside the original
// (deleted with it), then streamed from there. Requests for the same file share one conversion;
// each user has at most one conversion waiting or running, and everyone together a short queue.
import type { DownloadFormat } from "../../../domain/generation.ts";
import type { Logger } from "../../logger.ts";
import type { TranscodePool } from "../../speech/transcode-pool.ts";
import type { AudioFormat } from "../../speech/types.ts";
import type { AudioStore, StoredAudio } from "../../storage/audio-store.ts";

export interface DownloadLimits {
  /** Conversions waiting or running at once, everyone's together. */
  queue: number;
  /** Conversions waiting or running at once for one user. */
  perUser: number;
}

export const DOWNLOAD_LIMITS: DownloadLimits = { queue: 4, perUser: 1 };

/** The stored file to stream, or how many seconds to wait before asking again. */
export type Converted = { audio: StoredAudio } | { busy: number };

/** Where the converted file of a generation's audio key is kept: beside it, named for the format. */
export function convertedKey(audioKey: string, as: DownloadFormat): string {
  const ext = as === "wav" ? "wav" : "mp3";
  return `${audioKey.replace(/\.(mp3|wav)$/, "")}.${as}.${ext}`;
}

export function createDownloads(
  deps: { audio: AudioStore; logger: Logger },
  pool: TranscodePool,
  limits: DownloadLimits = DOWNLOAD_LIMITS,
) {
  const running = new Map<string, Promise<StoredAudio | null>>();
  const perUser = new Map<string, number>();
  // A rough wait: the conversions ahead of this one, a few seconds each.
  const retryAfter = () => Math.max(5, Math.ceil((running.size / pool.threads) * 5));

  async function convert(key: string, source: StoredAudio, from: AudioFormat, as: DownloadFormat) {
    const bytes = await pool.run(await source.read(), from, as);
    await deps.audio.put(key, bytes);
    return deps.audio.get(key);
  }

  async function prepare(
    userId: string,
    original: { key: string; format: AudioFormat; audio: StoredAudio },
    as: DownloadFormat,
  ): Promise<Converted | null> {
    const key = convertedKey(original.key, as);
    const stored = await deps.audio.get(key);
    if (stored) return { audio: stored };
    let pending = running.get(key);
    if (!pending) {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= limits.perUser || running.size >= limits.queue) return { busy: retryAfter() };
      perUser.set(userId, mine + 1);
      pending = convert(key, original.audio, original.format, as).finally(() => {
        running.delete(key);
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      });
      running.set(key, pending);
    }
    const audio = await pending;
    return audio ? { audio } : null;
  }

  return { prepare, close: () => pool.close() };
}

export type Downloads = ReturnType<typeof createDownloads>;
