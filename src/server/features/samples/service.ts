// The landing page's "hear it" strip: a few embedded voices reading a short line, made by the
// server once and kept under DATA_DIR/samples/, so a visitor's click never costs a synthesis.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

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
    voiceId: "bella",
    text: "Type your script, choose a voice, and download studio-ready audio in seconds.",
  },
  { voiceId: "adam", text: "Perfect for YouTube narration, podcast intros and product videos." },
  { voiceId: "dorothy", text: "Good morning! Here is a quick update on today's top stories." },
  { voiceId: "urdu-female", text: "خوش آمدید! اپنا متن لکھیں اور چند سیکنڈ میں آواز سنیں۔" },
  { voiceId: "hindi-male", text: "नमस्ते! अपना टेक्स्ट लिखिए और कुछ ही सेकंड में आवाज़ सुनिए।" },
];

// A failed generation (engine down at start-up) is retried, but not on every page view.
export const RETRY_AFTER_MS = 60_000;

const versionOf = (voiceId: string, text: string) =>
  createHash("sha256").update(`${voiceId}\n${text}`).digest("hex").slice(0, 12);

export interface SamplesOptions {
  speech: SampleSpeech;
  dir: string;
  logger: SampleLogger;
  now?: () => number;
  script?: readonly { voiceId: string; text: string }[];
}

export function createSamplesService(options: SamplesOptions) {
  const { speech, dir, logger, now = Date.now, script = SAMPLE_SCRIPT } = options;
  const bytesById = new Map<string, Uint8Array>();
  let ready: Promise<Sample[]> | null = null;
  let failedAt = 0;

  async function loadOrMake(voiceId: string, text: string): Promise<Sample | null> {
    const voice = await speech.findVoice(voiceId);
    if (!voice) {
      logger.warn({ voiceId }, "samples: voice not found, skipped");
      return null;
    }
    const version = versionOf(voiceId, text);
    const file = path.join(dir, `${voiceId}-${version}.mp3`);
    let bytes: Uint8Array;
    try {
      bytes = await fs.readFile(file);
    } catch {
      bytes = (await speech.synthesize({ voiceId, text, format: "mp3" })).audio;
      await fs.mkdir(dir, { recursive: true });
      // Write then rename, so a crash mid-write never leaves a truncated sample to be served.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
      logger.info({ voiceId, bytes: bytes.length }, "samples: generated");
    }
    bytesById.set(voiceId, bytes);
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

  /** The MP3 of one listed sample, or undefined. */
  async function audio(voiceId: string): Promise<Uint8Array | undefined> {
    await list();
    return bytesById.get(voiceId);
  }

  return { list, audio };
}

export type SamplesService = ReturnType<typeof createSamplesService>;
