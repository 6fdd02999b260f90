// Piper voices through sherpa-onnx (docs/decisions/003-neural-speech.md): whatever is installed
// in VOICES_DIR, noticed without a restart, spoken off the event loop (generateAsync runs in
// libuv's thread pool) and encoded as it is spoken, in a thread of its own (encoder-thread.ts).
import type { GeneratedAudio } from "sherpa-onnx-node";
import { byKey } from "../../../domain/messages.ts";
import { splitPauses } from "../../../domain/pauses.ts";
import { clampVoiceSettings } from "../../../domain/voices.ts";
import { offsetsIn, spread, wordSpans } from "../../../domain/word-timing.ts";
import { concat, mp3DurationMs } from "../audio.ts";
import { splitForStream } from "../embedded/segments.ts";
import { SpeechError, unknownVoice } from "../errors.ts";
import { phonemeWeights } from "../espeak/phonemes.ts";
import {
  type EngineStatus,
  type SpeechEngine,
  type SpeechLogger,
  type SynthesisRequest,
  type SynthesisResult,
  speechResult,
  type Voice,
} from "../types.ts";
import { firstTexts, modelTexts } from "./clauses.ts";
import { createEncoderThread } from "./encoder-thread.ts";
import { ESPEAK_INSTALL_HINT, findEspeakData } from "./espeak-data.ts";
import { VOICE_PREFIX } from "./install.ts";
import { createLoadedVoices, type Tts } from "./loaded-voices.ts";
import { type Spoken, spokenPieces } from "./spoken-pieces.ts";
import { removeStaleFolders } from "./stale-folders.ts";
import { ttsConfig } from "./tts-config.ts";
import { createVoiceDirectory } from "./voice-directory.ts";
import { checkVoiceFolder, type InstalledVoice } from "./voice-folder.ts";

export interface NeuralConfig {
  voicesDir: string;
  maxLoaded?: number;
  timeoutMs?: number;
  /** onnxruntime threads per synthesis (default 1: see NEURAL_THREADS in docs/operations.md). */
  threads?: number;
  /** Syntheses at once on one voice (default 2: see NEURAL_PARALLEL in docs/operations.md). */
  parallel?: number;
  /** eSpeak NG's data folder (default: found on the system). */
  espeakData?: string;
  /** How a checked voice is loaded (tests count loads). */
  load?: (voice: InstalledVoice, espeakData: string, threads: number) => Promise<Tts>;
}

export interface NeuralEngine extends SpeechEngine {
  synthesizeStream(req: SynthesisRequest): AsyncIterable<SynthesisResult>;
  /** Keys of the voices held in memory, least recently used first. */
  loadedVoices(): string[];
}

/**
 * A checked voice loaded into sherpa-onnx, as the engine loads it by default. The native library
 * is loaded with the first voice: a server with no voice installed (or on a platform without its
 * prebuilt binary) never opens it.
 */
export async function loadVoice(voice: InstalledVoice, espeakData: string, threads: number) {
  const { default: sherpa } = await import("sherpa-onnx-node");
  return sherpa.OfflineTts.createAsync(ttsConfig(voice, espeakData, threads));
}

export function createNeuralEngine(config: NeuralConfig, logger: SpeechLogger): NeuralEngine {
  const espeakData = findEspeakData(config.espeakData);
  const threads = config.threads ?? 1;
  const timeoutMs = config.timeoutMs ?? 30_000;
  const load = config.load ?? loadVoice;
  // Which install of each voice is in memory: a removed or reinstalled voice is dropped.
  const loadedInstall = new Map<string, string>();
  removeStaleFolders(config.voicesDir).catch((err: unknown) =>
    logger.warn({ err }, "half-done neural voice folders not removed"),
  );
  const directory = createVoiceDirectory(config.voicesDir, espeakData, logger, (scan) => {
    for (const [key, installedAt] of loadedInstall) {
      if (scan.voices.find((v) => v.key === key)?.installedAt !== installedAt) {
        voices.forget(key);
        loadedInstall.delete(key);
      }
    }
  });
  const voices = createLoadedVoices(
    config.maxLoaded ?? 4,
    async (key) => {
      if (!espeakData) throw new Error(ESPEAK_INSTALL_HINT);
      // Checked again now: the folder may have changed on disk since it was listed.
      const voice = await checkVoiceFolder(`${config.voicesDir}/${key}`, espeakData);
      const started = performance.now();
      const tts = await load(voice, espeakData, threads);
      loadedInstall.set(key, voice.installedAt);
      logger.info(
        { voice: key, ms: Math.round(performance.now() - started) },
        "neural voice loaded",
      );
      return tts;
    },
    config.parallel ?? 2,
  );
  const encoders = createEncoderThread();
  let closed = false;

  function toVoice(v: InstalledVoice): Voice {
    return {
      id: `${VOICE_PREFIX}${v.key}`,
      name: v.name,
      gender: v.gender,
      accent: v.accent,
      language: v.language,
      description: v.description,
      engine: "neural",
      usesSettings: false,
    };
  }

  async function listVoices(): Promise<Voice[]> {
    if (!espeakData) return [];
    return (await directory.current()).voices.map(toVoice);
  }

  // A long text is spoken in the stream's pieces (splitForStream: the first sentence alone, then
  // a few sentences at a time), long sentences clause by clause (clauses.ts), and the first
  // clause's audio is sent as soon as it is encoded: the studio starts playing after one clause's
  // synthesis (docs/architecture.md, "Streamed generations"), not after a whole piece's.
  async function* speak(req: SynthesisRequest): AsyncGenerator<Spoken> {
    const key = req.voiceId.slice(VOICE_PREFIX.length);
    const scan = await directory.current();
    const voice = scan.voices.find((v) => v.key === key);
    if (!req.voiceId.startsWith(VOICE_PREFIX) || !voice || !espeakData) throw unknownVoice();
    // Aborted when this stream ends, however it ends: a caller that stops reading leaves no text
    // with the model (the next one is handed over early, below).
    const ended = new AbortController();
    const signal = AbortSignal.any([ended.signal, ...(req.signal ? [req.signal] : [])]);
    const stopped = () =>
      req.signal?.aborted
        ? new SpeechError("SPEECH_ABORTED", byKey("speechFailed"))
        : new SpeechError("SPEECH_TIMEOUT", byKey("speechTimeout"));
    // 0.7..1.3, 1 when unset (docs/product.md section 9); sherpa-onnx divides the length scale by it.
    const speed = clampVoiceSettings(req.settings).speed;
    const withModel = voices.hold(key);
    const generate = async (text: string) => {
      // The time limit is each text's, from when the model starts on it: a long text takes as
      // long as its speech needs (a minute, on a neural voice: docs/operations.md, "Voices"), and
      // a text waiting its turn behind other requests' is not late.
      let call = signal;
      try {
        const audio = await withModel((tts) => {
          call = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
          return signal.aborted
            ? Promise.reject(signal.reason)
            : tts.generateAsync({
                text,
                sid: 0,
                speed,
                // Checked between sentences: an abandoned or overdue text stops being spoken.
                onProgress: () => (call.aborted ? 0 : 1),
              });
        });
        if (call.aborted) throw call.reason;
        return audio;
      } catch (error) {
        if (call.aborted) throw stopped();
        logger.error({ err: error, voice: key }, "neural speech failed");
        throw new SpeechError("SPEECH_FAILED", byKey("speechFailed"), {
          status: closed ? 503 : 500,
          cause: error,
        });
      }
    };
    const pieces = spokenPieces(encoders.open, req.format);
    // A clause is spoken alone, so its start and end in the audio are exact; within it, its
    // words share its time by their phonemes (the model's own durations are not exposed).
    const clauseWords = (clause: number) => (startMs: number, endMs: number) => {
      const from = at[clause] ?? 0;
      const words = wordSpans(req.text, from, from + (texts[clause] ?? "").length);
      const weights = phonemeWeights(
        voice.espeakVoice,
        words.map((w) => req.text.slice(w.from, w.to)),
      );
      return spread(words, weights, startMs, endMs);
    };
    // Every text the model speaks, in order. The next is handed to the model as soon as the one
    // before is spoken, so the model does not wait while the encoder works.
    // The first words alone: they are heard while the model speaks the rest (clauses.ts).
    let opening = true;
    const plan = splitForStream(req.text).map((piece) =>
      splitPauses(piece).map((part) => {
        if ("pause" in part) return part;
        const texts = opening ? firstTexts(part.text) : modelTexts(part.text);
        opening &&= texts.length === 0;
        return texts;
      }),
    );
    const texts = plan.flat(2).filter((t) => typeof t === "string");
    const at = offsetsIn(req.text, texts);
    let next = 0;
    let ahead: Promise<GeneratedAudio> | null = null;
    const spokenNext = async () => {
      const audio = await (ahead ?? generate(texts[next] ?? ""));
      next += 1;
      ahead = next < texts.length && !signal.aborted ? generate(texts[next] ?? "") : null;
      // Awaited by the next call; a stream that stops before then leaves it unread.
      ahead?.catch(() => {});
      return audio;
    };
    try {
      for (const parts of plan) {
        for (const part of parts) {
          if (!Array.isArray(part)) {
            pieces.pause(part.pause);
            continue;
          }
          for (const _clause of part) {
            const clause = next;
            const audio = await spokenNext(); // the clause's: texts are spoken in this order
            if (signal.aborted) throw stopped();
            // Punctuation alone says nothing; the whole text saying nothing is an error below.
            if (audio.samples.length === 0) continue;
            await pieces.add(audio.samples, audio.sampleRate, clauseWords(clause));
            const firstPiece = pieces.first ? pieces.take() : null;
            if (firstPiece) yield firstPiece;
          }
        }
        const spoken = pieces.take();
        if (spoken) yield spoken;
      }
      if (pieces.seconds < 0.1) throw new SpeechError("SPEECH_EMPTY", byKey("speechNothingToSay"));
      const tail = await pieces.finish();
      if (tail) yield tail;
    } finally {
      ended.abort();
      pieces.close();
    }
  }

  const durationMs = (samples: number, sampleRate: number) =>
    Math.round((samples / sampleRate) * 1000);

  async function* synthesizeStream(req: SynthesisRequest): AsyncGenerator<SynthesisResult> {
    for await (const piece of speak(req)) {
      const audio = piece.wrap(piece.bytes);
      // The encoder runs a few frames behind the samples: a piece lasts as long as its frames.
      const ms =
        req.format === "mp3"
          ? (mp3DurationMs(audio) ?? 0)
          : durationMs(piece.samples, piece.sampleRate);
      yield speechResult(audio, req.format, ms, piece.marks);
    }
  }

  async function synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const pieces: Spoken[] = [];
    for await (const piece of speak(req)) pieces.push(piece);
    const first = pieces[0];
    const samples = pieces.reduce((sum, p) => sum + p.samples, 0);
    return speechResult(
      first ? first.wrap(concat(pieces.map((p) => p.bytes))) : new Uint8Array(),
      req.format,
      first ? durationMs(samples, first.sampleRate) : 0,
      pieces.flatMap((p) => p.marks),
    );
  }

  async function status(): Promise<EngineStatus> {
    if (closed) return { ok: false, detail: "closed" };
    const scan = await directory.current();
    // Without eSpeak's data no voice can speak; that is only a fault once there is one to speak.
    if (!espeakData) {
      return { ok: scan.voices.length === 0, detail: ESPEAK_INSTALL_HINT };
    }
    const skipped = scan.problems.map((p) => `skipped ${p.folder}: ${p.message}`);
    const loaded = voices.loaded().length;
    const installed =
      scan.voices.length === 0
        ? "no voices installed (npm run voices:add -- en_US-lessac-medium)"
        : `${scan.voices.length} installed, ${loaded}/${config.maxLoaded ?? 4} loaded`;
    const detail = [`Piper voices via sherpa-onnx: ${installed}`, ...skipped].join("; ");
    return { ok: skipped.length === 0, detail };
  }

  return {
    id: "neural",
    listVoices,
    synthesize,
    synthesizeStream,
    status,
    loadedVoices: voices.loaded,
    async close() {
      closed = true;
      await encoders.close();
    },
  };
}
