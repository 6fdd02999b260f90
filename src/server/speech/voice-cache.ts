// A provider's voice list, cached for a while (docs/decisions/002-speech.md): concurrent callers
// share one request, and a failure is not cached, so the next caller tries again.
import type { Voice } from "./types.ts";

export function createVoiceCache(ttlMs: number, load: () => Promise<Voice[]>) {
  let cache: { at: number; voices: Voice[] } | null = null;
  let pending: Promise<Voice[]> | null = null;
  return {
    async get(): Promise<Voice[]> {
      if (cache && Date.now() - cache.at < ttlMs) return cache.voices;
      pending ??= load()
        .then((voices) => {
          cache = { at: Date.now(), voices };
          return voices;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    clear() {
      cache = null;
    },
  };
}
