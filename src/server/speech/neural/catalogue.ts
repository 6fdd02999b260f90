// Official Piper voices an operator can install by name (`npm run voices:add -- en_US-lessac-medium`
// or the admin's Voices tab). The labels are ours; sizes and checksums are not written here: they
// are read at install time from the voices.json that Piper publishes beside the voices, so a
// re-uploaded file can never be checked against a stale digest (docs/operations.md, Voices).
import type { Gender } from "../types.ts";

/** Where Piper's official voices live; `NEURAL_VOICES_URL` points elsewhere (a mirror, a test). */
export const PIPER_VOICES_URL = "https://huggingface.co/rhasspy/piper-voices/resolve/main";

export interface CatalogueVoice {
  /** Piper's voice key, also the folder name in VOICES_DIR and the id after `neural:`. */
  key: string;
  name: string;
  gender: Gender;
  accent: string;
  language: string;
  description: string;
  /** Path of the `.onnx` under PIPER_VOICES_URL; the `.onnx.json` is the same path + ".json". */
  path: string;
  sampleRate: number;
  /** Approximate download size, for the admin's list before voices.json is read. */
  approxMb: number;
  /**
   * The training data's terms as we read them; an install reads the voice's own MODEL_CARD and
   * records what it states instead (model-card.ts).
   */
  licence: string;
  /** The data may not be used commercially: shown as such, and never a default voice. */
  nonCommercial: boolean;
}

const card = (path: string) => `${path.slice(0, path.lastIndexOf("/"))}/MODEL_CARD`;

function voice(v: Omit<CatalogueVoice, "path"> & { dir: string }): CatalogueVoice {
  const { dir, ...rest } = v;
  return { ...rest, path: `${dir}/${v.key}.onnx` };
}

export const CATALOGUE: readonly CatalogueVoice[] = [
  voice({
    key: "en_US-lessac-medium",
    name: "Lessac",
    gender: "female",
    accent: "American",
    language: "en-US",
    description: "Clear, even narration voice",
    dir: "en/en_US/lessac/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "Blizzard 2013 Lessac data: research and non-commercial use only",
    nonCommercial: true,
  }),
  voice({
    key: "en_US-ljspeech-medium",
    name: "LJ",
    gender: "female",
    accent: "American",
    language: "en-US",
    description: "Clear American female reader",
    dir: "en/en_US/ljspeech/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "LJ Speech data: public domain",
    nonCommercial: false,
  }),
  voice({
    key: "en_US-ryan-medium",
    name: "Ryan",
    gender: "male",
    accent: "American",
    language: "en-US",
    description: "Warm, conversational male voice",
    dir: "en/en_US/ryan/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "RyanSpeech data: CC BY-NC-ND 4.0 (non-commercial)",
    nonCommercial: true,
  }),
  voice({
    key: "en_US-hfc_female-medium",
    name: "Hi-Fi Captain (female)",
    gender: "female",
    accent: "American",
    language: "en-US",
    description: "Bright, studio-recorded female voice",
    dir: "en/en_US/hfc_female/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "Hi-Fi-CAPTAIN data: CC BY-NC-SA 4.0 (non-commercial)",
    nonCommercial: true,
  }),
  voice({
    key: "en_US-hfc_male-medium",
    name: "Hi-Fi Captain (male)",
    gender: "male",
    accent: "American",
    language: "en-US",
    description: "Steady, studio-recorded male voice",
    dir: "en/en_US/hfc_male/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "Hi-Fi-CAPTAIN data: CC BY-NC-SA 4.0 (non-commercial)",
    nonCommercial: true,
  }),
  voice({
    key: "en_GB-cori-medium",
    name: "Cori",
    gender: "female",
    accent: "British",
    language: "en-GB",
    description: "Calm British audiobook reader",
    dir: "en/en_GB/cori/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "LibriVox recordings: public domain",
    nonCommercial: false,
  }),
  voice({
    key: "en_GB-northern_english_male-medium",
    name: "Northern English",
    gender: "male",
    accent: "British (Northern English)",
    language: "en-GB",
    description: "Friendly northern English male voice",
    dir: "en/en_GB/northern_english_male/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "OpenSLR 83 data: CC BY-SA 4.0",
    nonCommercial: false,
  }),
  voice({
    key: "en_GB-alan-medium",
    name: "Alan",
    gender: "male",
    accent: "British",
    language: "en-GB",
    description: "Measured British male voice",
    dir: "en/en_GB/alan/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "See the voice's MODEL_CARD",
    nonCommercial: false,
  }),
  voice({
    key: "hi_IN-priyamvada-medium",
    name: "Priyamvada",
    gender: "female",
    accent: "Indian (Hindi)",
    language: "hi-IN",
    description: "Natural Hindi female voice",
    dir: "hi/hi_IN/priyamvada/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "See the voice's MODEL_CARD",
    nonCommercial: false,
  }),
  voice({
    key: "hi_IN-pratham-medium",
    name: "Pratham",
    gender: "male",
    accent: "Indian (Hindi)",
    language: "hi-IN",
    description: "Natural Hindi male voice",
    dir: "hi/hi_IN/pratham/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "See the voice's MODEL_CARD",
    nonCommercial: false,
  }),
  voice({
    key: "hi_IN-rohan-medium",
    name: "Rohan",
    gender: "male",
    accent: "Indian (Hindi)",
    language: "hi-IN",
    description: "Natural Hindi male voice",
    dir: "hi/hi_IN/rohan/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "See the voice's MODEL_CARD",
    nonCommercial: false,
  }),
  voice({
    key: "ur_PK-fasih-medium",
    name: "Fasih",
    gender: "male",
    accent: "Pakistani (Urdu)",
    language: "ur-PK",
    description: "Natural Urdu male voice",
    dir: "ur/ur_PK/fasih/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "See the voice's MODEL_CARD",
    nonCommercial: false,
  }),
  voice({
    key: "ur_PK-aegis_female-medium",
    name: "Aegis",
    gender: "female",
    accent: "Pakistani (Urdu)",
    language: "ur-PK",
    description: "Urdu female voice, fine-tuned from Fasih",
    dir: "ur/ur_PK/aegis_female/medium",
    sampleRate: 22050,
    approxMb: 63,
    licence: "See the voice's MODEL_CARD",
    nonCommercial: false,
  }),
];

/**
 * Installed in the background at first start (NEURAL_DEFAULT_VOICES): English from the US and the
 * UK, Hindi and Urdu, each with data that may be used commercially (docs/operations.md, Voices).
 * The US male voices Piper offers are all trained on non-commercial data, so the US has one.
 */
export const DEFAULT_VOICES: readonly string[] = [
  "en_US-ljspeech-medium",
  "en_GB-cori-medium",
  "en_GB-northern_english_male-medium",
  "hi_IN-priyamvada-medium",
  "ur_PK-fasih-medium",
];

export function findCatalogueVoice(key: string): CatalogueVoice | undefined {
  return CATALOGUE.find((v) => v.key === key);
}

/** The voice's MODEL_CARD (training data, licence) under the official voices' address. */
export function modelCardUrl(voice: CatalogueVoice, base = PIPER_VOICES_URL): string {
  return `${base}/${card(voice.path)}`;
}
