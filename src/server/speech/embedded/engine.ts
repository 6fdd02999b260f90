// The always-on engine: eSpeak NG in a piscina pool of worker threads (DESIGN.md section 6).
import os from "node:os";
import { Piscina } from "piscina";
import { msg } from "../../../domain/messages.ts";
import { SpeechError, unknownVoice } from "../errors.ts";
import {
  CONTENT_TYPES,
  type SpeechEngine,
  type SpeechLogger,
  type SynthesisRequest,
  type SynthesisResult,
} from "../types.ts";
import { ESPEAK_SAMPLE_RATE } from "./ssml.ts";
import { EMBEDDED_VOICES, findEmbeddedVoice, publicVoice } from "./voices.ts";
import type { EmbeddedTask, EmbeddedTaskResult } from "./worker.ts";

export interface EmbeddedConfig {
  workers?: number;
  timeoutMs?: number;
}

// Less than 0.1 s of sound is eSpeak's leading silence: the text had nothing to pronounce ("...").
const MIN_SAMPLES = ESPEAK_SAMPLE_RATE / 10;

export function createEmbeddedEngine(config: EmbeddedConfig, logger: SpeechLogger): SpeechEngine {
  const workers = Math.max(1, config.workers ?? os.availableParallelism());
  const timeoutMs = config.timeoutMs ?? 30_000;
  const pool = new Piscina<EmbeddedTask, EmbeddedTaskResult>({
    filename: new URL("./worker.ts", import.meta.url).href,
    maxThreads: workers,
    // One warm worker answers the first request quickly; the rest start under load and stay a
    // while, because each one loads eSpeak's data once.
    minThreads: 1,
    idleTimeout: 5 * 60_000,
  });
  let closed = false;
  const voices = EMBEDDED_VOICES.map(publicVoice);

  async function synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const voice = findEmbeddedVoice(req.voiceId);
    if (!voice) throw unknownVoice();
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
    const task: EmbeddedTask = {
      text: req.text,
      espeakVoice: voice.espeakVoice,
      rate: voice.rate,
      pitch: voice.pitch,
      format: req.format,
    };
    let result: EmbeddedTaskResult;
    try {
      // An abort terminates the worker mid-synthesis (piscina starts a fresh one), so a
      // runaway text cannot keep a thread busy after its request has gone.
      result = await pool.run(task, { signal });
    } catch (error) {
      if (req.signal?.aborted) throw new SpeechError("SPEECH_ABORTED", msg.speech.failed);
      if (timeout.aborted) throw new SpeechError("SPEECH_TIMEOUT", msg.speech.timeout);
      logger.error({ err: error, voice: voice.id }, "embedded speech failed");
      // A closed pool means the server is shutting down: the client may retry elsewhere.
      const status = closed ? 503 : 500;
      throw new SpeechError("SPEECH_FAILED", msg.speech.failed, { status, cause: error });
    }
    if (result.samples < MIN_SAMPLES) throw new SpeechError("SPEECH_EMPTY", msg.speech.emptyAudio);
    return {
      audio: result.audio,
      contentType: CONTENT_TYPES[req.format],
      format: req.format,
      durationMs: Math.round((result.samples / ESPEAK_SAMPLE_RATE) * 1000),
    };
  }

  return {
    id: "embedded",
    listVoices: async () => voices,
    synthesize,
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
