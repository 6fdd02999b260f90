// Copies every audio file of one store into another (audio:migrate: local files into the bucket).
// A key already there with the same size is left alone, so a second run copies nothing and a run
// cut short can simply be started again.
import type { AudioStore } from "./audio-store.ts";

export interface MigrateResult {
  copied: number;
  skipped: number;
}

const PARALLEL = 8;

export async function copyAudio(
  from: AudioStore,
  to: AudioStore,
  onCopied: (key: string) => void = () => {},
): Promise<MigrateResult> {
  const result: MigrateResult = { copied: 0, skipped: 0 };
  const queue: string[] = [];
  for await (const key of from.keys()) queue.push(key);
  async function worker() {
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      const source = await from.get(key);
      if (!source) continue;
      const there = await to.get(key);
      // Keys are written once (a generation's id, a hash of a sample's text): same size, same audio.
      if (there && there.size === source.size) {
        result.skipped++;
        continue;
      }
      await to.put(key, await source.read());
      result.copied++;
      onCopied(key);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}
