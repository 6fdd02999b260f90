// The public API's request and answer shapes, written once: the routes validate with them and
// /v1/openapi.json is generated from the routes (docs/decisions/018-openapi-from-routes.md).
import { z } from "zod";
import { dictionaryLocators } from "./pronunciation-schemas.ts";

// Long enough for any text the generation service accepts before it applies the 5,000-character
// rule itself, so both shapes answer that rule with the studio's own message.
const text = z.string().max(20_000);

export const elevenLabsSpeechBody = z.object({
  text: text.describe("The text to speak (at most 5,000 characters after normalisation)."),
  model_id: z.string().max(100).optional().describe("Accepted for compatibility; ignored."),
  voice_settings: z
    .object({
      stability: z.number().nullish(),
      similarity_boost: z.number().nullish(),
      style: z.number().nullish(),
      use_speaker_boost: z.boolean().nullish(),
      speed: z.number().nullish(),
    })
    .nullish(),
  pronunciation_dictionary_locators: dictionaryLocators
    .nullish()
    .describe("Up to 3 of your dictionaries (and versions) to speak the text with."),
});

// Every format ElevenLabs' SDK offers but Opus: each MP3 is the engine's own (one bitrate serves
// speech), PCM is resampled to the asked rate, μ-law and A-law are 8 kHz telephone audio.
export const ELEVENLABS_OUTPUT_FORMATS = [
  "mp3_22050_32",
  "mp3_24000_48",
  "mp3_44100_32",
  "mp3_44100_64",
  "mp3_44100_96",
  "mp3_44100_128",
  "mp3_44100_192",
  "pcm_8000",
  "pcm_16000",
  "pcm_22050",
  "pcm_24000",
  "pcm_32000",
  "pcm_44100",
  "pcm_48000",
  "ulaw_8000",
  "alaw_8000",
] as const;

export const elevenLabsSpeechQuery = z.object({
  output_format: z.enum(ELEVENLABS_OUTPUT_FORMATS).default("mp3_44100_128"),
});

export const OPENAI_FORMATS = ["mp3", "wav", "pcm"] as const;

export const openAiSpeechBody = z.object({
  model: z.string().max(100).describe("Accepted for compatibility (tts-1, tts-1-hd, ...)."),
  input: text.describe("The text to speak (at most 5,000 characters after normalisation)."),
  voice: z
    .union([z.string().min(1).max(200), z.object({ id: z.string().min(1).max(200) })])
    .describe(
      "An Awaaz voice id or name, one of OpenAI's voice names (alloy, ash, ballad, cedar, coral, " +
        "echo, fable, marin, nova, onyx, sage, shimmer, verse), or {id} of either.",
    ),
  response_format: z.string().default("mp3").describe("mp3 (default), wav or pcm (24 kHz)."),
  speed: z
    .number()
    .min(0.25)
    .max(4)
    .default(1)
    .describe("0.25 to 4, clamped to the engine's range."),
  instructions: z.string().max(4096).optional().describe("Accepted; ignored."),
  stream_format: z
    .enum(["audio", "sse"])
    .default("audio")
    .describe(
      "audio (default): the bytes; sse: speech.audio.delta events, then speech.audio.done.",
    ),
});

// GET /v2/voices, the list ElevenLabs' SDK reads with voices.search(): its filters as its docs name
// them. Arrays come as repeated keys (`language=en&language=ur`); the booleans as "true"/"false".
const oneOrMany = z
  .union([z.string().max(100), z.array(z.string().max(100)).max(100)])
  .transform((v) => (Array.isArray(v) ? v : [v]));
const label = z.string().max(100).optional();

export const elevenLabsVoiceSearchQuery = z.object({
  next_page_token: z
    .string()
    .regex(/^\d{1,6}$/, "not a token this API gave")
    .optional()
    .describe("The previous page's next_page_token."),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z
    .string()
    .max(200)
    .optional()
    .describe("Found in the name, description, labels or category, in any case."),
  sort: z
    .enum(["name", "created_at_unix"])
    .optional()
    .describe("name, or created_at_unix: the catalogue's own order (its voices have no date)."),
  sort_direction: z.enum(["asc", "desc"]).default("asc"),
  voice_type: z
    .enum([
      "personal",
      "community",
      "default",
      "workspace",
      "non-default",
      "non-community",
      "saved",
    ])
    .optional()
    .describe("Every voice here is a default (premade) voice."),
  category: z.enum(["premade", "cloned", "generated", "professional"]).optional(),
  gender: label,
  age: label,
  accent: label,
  language: oneOrMany.optional().describe("Any of these languages (en, ur, hi...)."),
  use_cases: oneOrMany.optional(),
  voice_ids: oneOrMany.optional(),
  collection_id: label.describe("There are no collections: a collection matches no voice."),
  fine_tuning_state: label.describe("There are no professional clones: matches no voice."),
  include_total_count: z
    .enum(["true", "false"])
    .optional()
    .describe("total_count is always given."),
});

export const elevenLabsVoice = z
  .object({
    voice_id: z.string(),
    name: z.string(),
    category: z.literal("premade"),
    description: z.string(),
    labels: z.object({
      gender: z.string(),
      accent: z.string(),
      language: z.string(),
      description: z.string(),
      use_case: z.string(),
    }),
    preview_url: z.string().nullable(),
    available_for_tiers: z.array(z.string()),
    settings: z.null(),
  })
  .meta({ id: "ElevenLabsVoice" });

export const elevenLabsVoiceList = z.object({ voices: z.array(elevenLabsVoice) });

export const elevenLabsVoicePage = z.object({
  voices: z.array(elevenLabsVoice),
  has_more: z.boolean(),
  total_count: z.number().int(),
  next_page_token: z.string().nullable(),
});

// The with-timestamps answers (timestamps.ts writes them): each character and when it is heard.
const characterAlignment = z.object({
  characters: z.array(z.string()),
  character_start_times_seconds: z.array(z.number()),
  character_end_times_seconds: z.array(z.number()),
});

export const elevenLabsTimestampsBody = z.object({
  audio_base64: z.string(),
  alignment: characterAlignment.describe("Every character of the text as sent."),
  normalized_alignment: characterAlignment.describe("Every character of the text as spoken."),
});

// The error bodies (errors.ts writes them; /v1/openapi.json describes them with these).
// Each is named (meta id), so /v1/openapi.json describes it once and refers to it.
export const elevenLabsErrorBody = z
  .object({ detail: z.object({ status: z.string(), message: z.string() }) })
  .meta({ id: "ElevenLabsError" });

/** ElevenLabs' bad input: FastAPI's validation list, which its SDK types for a 422. */
export const elevenLabsValidationErrorBody = z
  .object({
    detail: z.array(
      z.object({
        loc: z.array(z.union([z.string(), z.number()])),
        msg: z.string(),
        type: z.string(),
      }),
    ),
  })
  .meta({ id: "ElevenLabsValidationError" });

export const openAiErrorBody = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.string(),
      param: z.string().nullable(),
      code: z.string().nullable(),
    }),
  })
  .meta({ id: "OpenAiError" });
