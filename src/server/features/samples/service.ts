// The landing page's "hear it" strip: a few embedded voices reading a short line, made once and
// kept in the audio store (`samples/…`, shared by every instance), so a visitor's click never costs
// a synthesis.
import { createHash } from "node:crypto";
import type { AudioStore, StoredAudio } from "../../storage/audio-store.ts";

/** What the strip shows for one sample. */
export interface Sample {
  voiceId: string;
  name: string;
  gender: string;
  accent: string;
  language: string;
  text: string;
  /** Versioned by the text's hash, so the browser may cache it for as long as it likes. */
  url: string;
}

/** The part of the speech module this feature needs (tests pass a fake). */
export interface SampleSpeech {
  findVoice(
    id: string,
  ): Promise<
    { id: string; name: string; gender: string; accent: string; language: string } | undefined
  >;
  synthesize(req: { voiceId: string; text: string; format: "mp3" }): Promise<{ audio: Uint8Array }>;
}

export interface SampleLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

// Embedded voice ids (src/server/speech/embedded/voices.ts). Lines name no site, so a renamed
// site keeps correct samples; Urdu and Hindi are in their own scripts, as users will type them.
export const SAMPLE_SCRIPT: readonly { voiceId: string; text: string }[] = [
  {
    voiceId: "basic-en-us-female-1",
    text: "Type your script, choose a voice, and download studio-ready audio in seconds.",
  },
  {
    voiceId: "basic-en-us-male-1",
    text: "Perfect for YouTube narration, podcast intros and product videos.",
  },
  {
    voiceId: "basic-en-gb-female-1",
    text: "Good morning! Here is a quick update on today's top stories.",
  },
  { voiceId: "basic-ur-female-1", text: "خوش آمدید! اپنا متن لکھیں اور چند سیکنڈ میں آواز سنیں۔" },
  { voiceId: "basic-hi-male-1", text: "नमस्ते! अपना टेक्स्ट लिखिए और कुछ ही सेकंड में आवाज़ सुनिए।" },
];

// A failed generation (engine down at start-up) is retried, but not on every page view.
export const RETRY_AFTER_MS = 60_000;

const versionOf = (voiceId: string, text: string) =>
  createHash("sha256").update(`${voiceId}\n${text}`).digest("hex").slice(0, 12);

/** The store key of a sample: versioned by its voice and text, so a changed line is made anew. */
export const sampleKey = (voiceId: string, text: string) =>
  `samples/${voiceId}-${versionOf(voiceId, text)}.mp3`;

export interface SamplesDeps {
  speech: SampleSpeech;
  audio: AudioStore;
  logger: SampleLogger;
}

export interface SamplesOptions {
  now?: () => number;
  script?: readonly { voiceId: string; text: string }[];
}

// What the service remembers in memory is which keys exist: the bytes live in the store, and a
// key names its content for good, so no instance can hold a stale sample.
export function createSamplesService(deps: SamplesDeps, options: SamplesOptions = {}) {
  const { speech, audio: store, logger } = deps;
  const { now = Date.now, script = SAMPLE_SCRIPT } = options;
  const keyById = new Map<string, string>();
  let ready: Promise<Sample[]> | null = null;
  let failedAt = 0;

  async function loadOrMake(voiceId: string, text: string): Promise<Sample | null> {
    const voice = await speech.findVoice(voiceId);
    if (!voice) {
      logger.warn({ voiceId }, "samples: voice not found, skipped");
      return null;
    }
    const version = versionOf(voiceId, text);
    const key = sampleKey(voiceId, text);
    // Two instances starting together may both make it: the same bytes, written whole either way.
    if (!(await store.get(key))) {
      const bytes = (await speech.synthesize({ voiceId, text, format: "mp3" })).audio;
      await store.put(key, bytes);
      logger.info({ voiceId, bytes: bytes.length }, "samples: generated");
    }
    keyById.set(voiceId, key);
    const { name, gender, accent, language } = voice;
    const url = `/api/samples/${encodeURIComponent(voiceId)}.mp3?v=${version}`;
    return { voiceId, name, gender, accent, language, text, url };
  }

  // One at a time: the embedded engine's workers are there for users' generations first.
  async function make(): Promise<Sample[]> {
    const samples: Sample[] = [];
    for (const { voiceId, text } of script) {
      try {
        const sample = await loadOrMake(voiceId, text);
        if (sample) samples.push(sample);
      } catch (err) {
        logger.warn({ err, voiceId }, "samples: generation failed");
      }
    }
    if (samples.length < script.length) failedAt = now();
    return samples;
  }

  /** The samples, made on the first call; a partial set is retried after RETRY_AFTER_MS. */
  function list(): Promise<Sample[]> {
    if (ready && failedAt && now() - failedAt >= RETRY_AFTER_MS) {
      failedAt = 0;
      ready = null;
    }
    ready ??= make();
    return ready;
  }

  /** The MP3 of one listed sample, or null. */
  async function audio(voiceId: string): Promise<StoredAudio | null> {
    await list();
    const key = keyById.get(voiceId);
    return key ? store.get(key) : null;
  }

  return { list, audio };
}

export type SamplesService = ReturnType<typeof createSamplesService>;
