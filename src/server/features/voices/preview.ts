// A few seconds of each embedded voice, made once per process and kept: previews are the same
// for everyone and must not cost a worker each time someone browses the list.
import type { AppDeps } from "../../app-env.ts";

const PREVIEW_TEXT: Record<string, string> = {
  ur: "السلام علیکم، میں آواز ہوں۔",
  hi: "नमस्ते, मैं आवाज़ हूँ।",
};
const DEFAULT_TEXT = "Hello! This is how I sound on Awaaz.";

const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

export async function previewAudio(
  deps: AppDeps,
  voiceId: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const voice = await deps.speech.findVoice(voiceId).catch(() => undefined);
  if (voice?.engine !== "embedded") return null;
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
