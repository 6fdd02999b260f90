// A few seconds of each voice that runs on this machine (eSpeak or neural), made once per process
// and kept: previews are the same for everyone and must not cost a synthesis each time someone
// browses the list. A paid provider's voices have none: a preview would cost the operator money.
import type { AppDeps } from "../../app-env.ts";

const PREVIEW_TEXT: Record<string, string> = {
  ur: "السلام علیکم، میں آواز ہوں۔",
  hi: "नमस्ते, मैं आवाज़ हूँ।",
};
const DEFAULT_TEXT = "Hello! This is how I sound on Awaaz.";

const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** Engines whose voices have a preview. */
export const LOCAL_ENGINES: ReadonlySet<string> = new Set(["embedded", "neural"]);

export async function previewAudio(
  deps: AppDeps,
  voiceId: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const voice = await deps.speech.findVoice(voiceId).catch(() => undefined);
  if (!voice || !LOCAL_ENGINES.has(voice.engine)) return null;
  let pending = cache.get(voiceId);
  if (!pending) {
    const text = PREVIEW_TEXT[voice.language.slice(0, 2)] ?? DEFAULT_TEXT;
    pending = deps.speech
      .synthesize({ voiceId, text, format: "mp3" })
      .then((r) => new Uint8Array(r.audio));
    // A failure is not remembered: the next request tries again.
    pending.catch(() => cache.delete(voiceId));
    cache.set(voiceId, pending);
  }
  return pending;
}
