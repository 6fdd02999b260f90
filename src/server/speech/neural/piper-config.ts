// A Piper voice's `.onnx.json`, and what sherpa-onnx needs that Piper does not ship: tokens.txt
// (Piper's phoneme_id_map, one "symbol id" a line) and the model metadata sherpa-onnx reads
// (docs/decisions/003-neural-speech.md).
import { z } from "zod";

export const piperConfigSchema = z.object({
  audio: z.object({ sample_rate: z.number().int().min(8000).max(48000) }),
  espeak: z.object({ voice: z.string().min(1) }),
  phoneme_type: z.string().default("espeak"),
  phoneme_id_map: z
    .record(z.string(), z.array(z.number().int().min(0)).min(1))
    .refine((m) => Object.keys(m).length > 0, "is empty"),
  num_speakers: z.number().int().min(1).default(1),
  inference: z
    .object({
      noise_scale: z.number().positive().optional(),
      length_scale: z.number().positive().optional(),
      noise_w: z.number().positive().optional(),
    })
    .default({}),
  language: z
    .object({
      code: z.string(),
      name_english: z.string().optional(),
      country_english: z.string().optional(),
    })
    .optional(),
  dataset: z.string().optional(),
});

export type PiperConfig = z.infer<typeof piperConfigSchema>;

/** Parses the `.onnx.json` text; throws an Error naming the first problem. */
export function parsePiperConfig(json: string): PiperConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error("is not valid JSON");
  }
  const result = piperConfigSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`is not a Piper voice config: ${issue?.path.join(".")} ${issue?.message}`);
  }
  if (result.data.phoneme_type !== "espeak") {
    throw new Error(
      `uses phoneme type "${result.data.phoneme_type}"; only espeak voices are supported`,
    );
  }
  return result.data;
}

// With Debian's espeak-ng data "en-gb" speaks nothing at all; its RP variant is the same accent.
const ESPEAK_VOICE_FIXES: Record<string, string> = { "en-gb": "en-gb-x-rp" };

export function espeakVoiceOf(config: PiperConfig): string {
  const voice = config.espeak.voice;
  return ESPEAK_VOICE_FIXES[voice.toLowerCase()] ?? voice;
}

export function tokensTxt(config: PiperConfig): string {
  return Object.entries(config.phoneme_id_map)
    .map(([symbol, ids]) => `${symbol} ${ids[0]}\n`)
    .join("");
}

/** The metadata keys sherpa-onnx reads from a Piper model (its own converter writes these). */
export function sherpaMetadata(config: PiperConfig): Record<string, string> {
  return {
    model_type: "vits",
    comment: "piper",
    language: config.language?.name_english ?? config.language?.code ?? "unknown",
    voice: espeakVoiceOf(config),
    has_espeak: "1",
    n_speakers: String(config.num_speakers),
    sample_rate: String(config.audio.sample_rate),
  };
}

export const REQUIRED_METADATA = Object.keys(
  sherpaMetadata({
    audio: { sample_rate: 22050 },
    espeak: { voice: "en-us" },
    phoneme_type: "espeak",
    phoneme_id_map: { _: [0] },
    num_speakers: 1,
    inference: {},
  }),
);
