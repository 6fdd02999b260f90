// The shape of a generation request, shared by the server's validator and the studio's form.
import { z } from "zod";
import { messageError } from "./messages.ts";

export const voiceSettingsSchema = z
  .object({
    stability: z.number(),
    similarityBoost: z.number(),
    style: z.number(),
    useSpeakerBoost: z.boolean(),
    // Any finite number: clampVoiceSettings brings it into 0.7..1.3.
    speed: z.number(),
  })
  .partial();

export const generationRequestSchema = z.object({
  voiceId: z.string().trim().max(200).default(""),
  text: z.string().max(20_000, messageError("generationTextTooLong")).default(""),
  settings: voiceSettingsSchema.optional(),
  format: z.enum(["mp3", "wav"]).default("mp3"),
  // The user's pronunciation dictionaries to speak with; all of them when left out.
  dictionaryIds: z.array(z.string().min(1).max(100)).max(100).optional(),
  device: z
    .object({
      mobile: z.boolean().optional(),
      platform: z.string().max(100).optional(),
      language: z.string().max(40).optional(),
    })
    .optional(),
});

export type GenerationRequest = z.infer<typeof generationRequestSchema>;

export const TEXT_PREVIEW_LENGTH = 100;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The history's preview: the first 100 characters as a reader counts them, so no emoji or
 * combining mark is cut in half. */
export function textPreview(text: string): string {
  let preview = "";
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === TEXT_PREVIEW_LENGTH) break;
    preview += segment;
    count += 1;
  }
  return preview;
}
/**
 * The longest audio one generation may make: 5,000 characters read slowly (speed 0.7) with a
 * minute of pauses fit; a voice or setting that would go past it is refused, not stored.
 */
export const AUDIO_MAX_MINUTES = 15;
export const GENERATIONS_PER_MINUTE = 10;

/** What a generation can be downloaded as (GET /api/generations/:id/download?as=…). */
export const DOWNLOAD_FORMATS = [
  { id: "mp3-128", label: "MP3 · 128 kbps", ext: "mp3" },
  { id: "mp3-64", label: "MP3 · 64 kbps", ext: "mp3" },
  { id: "wav", label: "WAV", ext: "wav" },
] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number]["id"];

/** The file extension (and so the audio format) a download format gives. */
export const downloadExt = (format: DownloadFormat): "mp3" | "wav" =>
  DOWNLOAD_FORMATS.find((f) => f.id === format)?.ext ?? "mp3";

export const downloadQuerySchema = z.object({
  as: z.enum(["mp3-128", "mp3-64", "wav"]).default("mp3-128"),
});

/**
 * GET /api/generations/:id/captions/download?as=…&by=…: the captions as SubRip or WebVTT, by line
 * (cues of up to two lines) or a cue a word.
 */
export const captionsQuerySchema = z.object({
  as: z.enum(["srt", "vtt"]).default("vtt"),
  by: z.enum(["line", "word"]).default("line"),
});
