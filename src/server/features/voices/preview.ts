// A few seconds of each voice that runs on this machine (eSpeak or neural), made once and kept in
// the audio store (`previews/…`, shared by every instance): previews are the same for everyone and
// must not cost a synthesis each time someone browses the list. A paid provider's voices have none:
// a preview would cost the operator money.
import { createHash } from "node:crypto";
import { phonemeSupportOf, pronounce } from "../../../domain/pronunciation/apply.ts";
import type { Speech } from "../../speech/index.ts";
import type { AudioStore, StoredAudio } from "../../storage/audio-store.ts";
import type { PronunciationService } from "../pronunciation/service.ts";

const PREVIEW_TEXT: Record<string, string> = {
  ur: "السلام علیکم، میں آواز ہوں۔",
  hi: "नमस्ते, मैं आवाज़ हूँ।",
};
const DEFAULT_TEXT = "Hello! This is how I sound on Awaaz.";

/** Engines whose voices have a preview. */
export const LOCAL_ENGINES: ReadonlySet<string> = new Set(["embedded", "neural"]);

/** The store key of a preview: voice ids hold characters keys do not, and the text may change. */
export const previewKey = (voiceId: string, engine: string, text: string) =>
  `previews/${createHash("sha256").update(`${engine}\n${voiceId}\n${text}`).digest("hex").slice(0, 24)}.mp3`;

export interface PreviewsDeps {
  speech: Pick<Speech, "findVoice" | "synthesize">;
  audio: AudioStore;
  /** The site's pronunciation rules apply to previews too (the site's own name among them). */
  pronunciation: Pick<PronunciationService, "siteRules">;
}

export function createPreviewsService(deps: PreviewsDeps) {
  // Only syntheses under way, so a burst of first requests makes one; the audio is in the store.
  const making = new Map<string, Promise<void>>();

  /** The voice's preview, made on first request; null for a voice without one. */
  async function audio(voiceId: string): Promise<StoredAudio | null> {
    const voice = await deps.speech.findVoice(voiceId).catch(() => undefined);
    if (!voice || !LOCAL_ENGINES.has(voice.engine)) return null;
    const written = PREVIEW_TEXT[voice.language.slice(0, 2)] ?? DEFAULT_TEXT;
    const rules = await deps.pronunciation.siteRules();
    const text = pronounce(written, rules, phonemeSupportOf(voice.engine)).spoken;
    const key = previewKey(voice.id, voice.engine, text);
    const stored = await deps.audio.get(key);
    if (stored) return stored;
    let pending = making.get(key);
    if (!pending) {
      pending = deps.speech
        .synthesize({ voiceId, text, format: "mp3" })
        .then((r) => deps.audio.put(key, r.audio));
      // A failure is not remembered: the next request tries again.
      const done = () => making.delete(key);
      pending.then(done, done);
      making.set(key, pending);
    }
    await pending;
    return deps.audio.get(key);
  }

  return { audio };
}

export type PreviewsService = ReturnType<typeof createPreviewsService>;
