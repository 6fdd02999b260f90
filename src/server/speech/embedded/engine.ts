// The always-on engine: eSpeak NG in a piscina pool of worker threads (docs/decisions/002-speech.md).
import os from "node:os";
import { Piscina } from "piscina";
import { byKey } from "../../../domain/messages.ts";
import { clampVoiceSettings } from "../../../domain/voices.ts";
import { offsetsIn, shiftMarks } from "../../../domain/word-timing.ts";
import { concat, pcm16ToWav } from "../audio.ts";
import { SpeechError, unknownVoice } from "../errors.ts";
import {
  type AudioFormat,
  type SpeechEngine,
  type SpeechLogger,
  type SynthesisRequest,
  type SynthesisResult,
  speechResult,
} from "../types.ts";
import { splitForStream, splitForWorkers } from "./segments.ts";
import { ESPEAK_SAMPLE_RATE } from "./ssml.ts";
import { EMBEDDED_VOICES, findEmbeddedVoice, publicVoice } from "./voices.ts";
import type { EmbeddedTask, EmbeddedTaskResult } from "./worker.ts";

export interface EmbeddedConfig {
  workers?: number;
  timeoutMs?: number;
  /** Load eSpeak in every worker now rather than on each one's first request (default true). */
  warm?: boolean;
}

// A nice value of 10: the scheduler gives a runnable event loop about nine tenths of a core
// against one worker.
export const WORKER_NICE = 10;

// Less than 0.1 s of sound is eSpeak's leading silence: the text had nothing to pronounce ("...").
const MIN_SAMPLES = ESPEAK_SAMPLE_RATE / 10;

export function createEmbeddedEngine(config: EmbeddedConfig, logger: SpeechLogger): SpeechEngine {
  const workers = Math.max(1, config.workers ?? os.availableParallelism());
  const timeoutMs = config.timeoutMs ?? 30_000;
  const pool = new Piscina<EmbeddedTask, EmbeddedTaskResult>({
    filename: new URL("./worker.ts", import.meta.url).href,
    maxThreads: workers,
    // All warm: a long text is spoken by every worker at once, and a cold one first spends
    // a few hundred milliseconds loading eSpeak and warming it up.
    minThreads: workers,
    idleTimeout: 5 * 60_000,
    // Below the event loop's CPU priority: a long text keeps every core busy, and at equal priority
    // the event loop, and with it every other request, waited its turn behind the workers. Idle
    // cores still go to the workers (docs/performance.md, "Speech through the API").
    niceIncrement: WORKER_NICE,
  });
  let closed = false;
  const voices = EMBEDDED_VOICES.map(publicVoice);
  if (config.warm !== false) {
    // piscina loads a worker's code on its first task: one short task per worker, all at once so
    // each lands on a different worker, or a long text's pieces would wait for a cold one.
    const warm = taskFor(EMBEDDED_VOICES[0] ?? { espeakVoice: "en-us", rate: 175, pitch: 50 });
    Promise.all(Array.from({ length: workers }, () => pool.run(warm("Ready.", "mp3")))).catch(
      (err) => {
        if (!closed) logger.warn({ err }, "embedded speech could not warm up");
      },
    );
  }

  // One task per piece of text, all handed to the pool at once; failures become SpeechErrors.
  function speakPieces(req: SynthesisRequest, texts: string[], signal?: AbortSignal) {
    const voice = findEmbeddedVoice(req.voiceId);
    if (!voice) throw unknownVoice();
    const timeout = AbortSignal.timeout(timeoutMs);
    const all = [timeout, req.signal, signal].filter((s) => s !== undefined);
    const combined = AbortSignal.any(all);
    // eSpeak's rate is words a minute, so the speed scales each voice's own pace.
    const speed = clampVoiceSettings(req.settings).speed;
    const speak = taskFor({ ...voice, rate: Math.round(voice.rate * speed) });
    const fail = (error: unknown): never => {
      if (req.signal?.aborted || signal?.aborted)
        throw new SpeechError("SPEECH_ABORTED", byKey("speechFailed"));
      if (timeout.aborted) throw new SpeechError("SPEECH_TIMEOUT", byKey("speechTimeout"));
      logger.error({ err: error, voice: voice.id }, "embedded speech failed");
      // A closed pool means the server is shutting down: the client may retry elsewhere.
      const status = closed ? 503 : 500;
      throw new SpeechError("SPEECH_FAILED", byKey("speechFailed"), { status, cause: error });
    };
    // An abort terminates the workers mid-synthesis (piscina starts fresh ones), so a
    // runaway text cannot keep a thread busy after its request has gone.
    return texts.map((text) => pool.run(speak(text, req.format), { signal: combined }).catch(fail));
  }

  // `at`: where the parts' texts start in the request's; `ms`: where their audio starts in it.
  function resultOf(
    parts: EmbeddedTaskResult[],
    format: AudioFormat,
    at: number[],
    ms = 0,
  ): SynthesisResult {
    const samples = parts.reduce((sum, r) => sum + r.samples, 0);
    let elapsed = ms;
    const marks = parts.flatMap((part, i) => {
      const placed = shiftMarks(part.marks, at[i] ?? 0, elapsed);
      elapsed += (part.samples / ESPEAK_SAMPLE_RATE) * 1000;
      return placed;
    });
    // Constant-bitrate MP3 without a Xing header is a plain run of frames: pieces join by
    // concatenation, and players still read the duration and seek.
    const joined = concat(parts.map((r) => r.audio));
    return speechResult(
      format === "mp3" ? joined : pcm16ToWav(joined, ESPEAK_SAMPLE_RATE),
      format,
      Math.round((samples / ESPEAK_SAMPLE_RATE) * 1000),
      marks,
    );
  }

  async function synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const texts = splitForWorkers(req.text, workers);
    const results = await Promise.all(speakPieces(req, texts));
    const samples = results.reduce((sum, r) => sum + r.samples, 0);
    if (samples < MIN_SAMPLES) throw new SpeechError("SPEECH_EMPTY", byKey("speechNothingToSay"));
    return resultOf(results, req.format, offsetsIn(req.text, texts));
  }

  // Sentence-sized pieces, all queued at once and handed out in order: the first (the first
  // sentence when short) is ready after its own time, whatever the text's length.
  async function* synthesizeStream(req: SynthesisRequest): AsyncIterable<SynthesisResult> {
    const texts = splitForStream(req.text);
    const at = offsetsIn(req.text, texts);
    let ms = 0;
    const stop = new AbortController();
    const pending = speakPieces(req, texts, stop.signal);
    // Pieces not yet awaited may fail after the consumer has gone: that is not unhandled.
    for (const p of pending) p.catch(() => {});
    try {
      for (const [i, piece] of pending.entries()) {
        const part = await piece;
        if (i === 0 && texts.length === 1 && part.samples < MIN_SAMPLES)
          throw new SpeechError("SPEECH_EMPTY", byKey("speechNothingToSay"));
        yield resultOf([part], req.format, [at[i] ?? 0], ms);
        ms += (part.samples / ESPEAK_SAMPLE_RATE) * 1000;
      }
    } finally {
      stop.abort();
    }
  }

  return {
    id: "embedded",
    listVoices: async () => voices,
    synthesize,
    synthesizeStream,
    status: async () =>
      closed
        ? { ok: false, detail: "closed" }
        : {
            ok: true,
            detail: `eSpeak NG, ${pool.threads.length}/${workers} workers, ${pool.queueSize} queued`,
          },
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}

/** Tasks for one voice: its eSpeak voice, rate and pitch with each piece of text. */
function taskFor(voice: Pick<EmbeddedTask, "espeakVoice" | "rate" | "pitch">) {
  return (text: string, format: AudioFormat): EmbeddedTask => ({
    text,
    espeakVoice: voice.espeakVoice,
    rate: voice.rate,
    pitch: voice.pitch,
    format,
  });
}
