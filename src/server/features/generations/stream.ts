// The studio's generation answered in pieces, for the public API: the same shared steps
// (service.ts), the audio handed out as the engine speaks it.
import { randomUUID } from "node:crypto";
import { byKey } from "../../../domain/messages.ts";
import type { SessionUser } from "../../app-env.ts";
import { SpeechError, type SynthesisResult } from "../../speech/index.ts";
import { joinPieces } from "./pieces.ts";
import { releaseGeneration } from "./quota.ts";
import {
  answerOf,
  begin,
  type GenerationAnswer,
  type GenerationDeps,
  type GenerationInfo,
  giveBack,
  record,
  type SpeechInput,
  synthesisRequest,
} from "./service.ts";

/**
 * The same generation as `generate`, answered in pieces: resolves once the first piece is
 * spoken (so errors before any audio are ordinary API errors), stores the whole audio and writes
 * the history row after the last, which the pieces then return as `generate` answers it. A
 * stream cut short, by failure or by the client going away,
 * gives the generation back and leaves no history row.
 */
export async function generateStream(
  deps: GenerationDeps,
  user: SessionUser,
  input: SpeechInput,
  info: GenerationInfo,
) {
  const begun = await begin(deps, user, input);
  const stop = new AbortController();
  const signal = AbortSignal.any([info.signal, stop.signal]);
  const source = deps.speech
    .synthesizeStream(synthesisRequest(begun, input, signal))
    [Symbol.asyncIterator]();
  let first: IteratorResult<SynthesisResult>;
  try {
    first = await source.next();
    if (first.done) throw new SpeechError("SPEECH_EMPTY", byKey("speechNothingToSay"));
  } catch (error) {
    stop.abort();
    return giveBack(deps, begun, error);
  }
  async function* pieces(head: SynthesisResult): AsyncGenerator<SynthesisResult, GenerationAnswer> {
    const all = [head];
    let done = false;
    try {
      yield head;
      for (let next = await source.next(); !next.done; next = await source.next()) {
        all.push(next.value);
        yield next.value;
      }
      const row = await record(deps, user, begun, input, info, randomUUID(), joinPieces(all));
      done = true;
      return answerOf(deps, begun, row);
    } catch (error) {
      if (!(error instanceof SpeechError)) deps.logger.error({ err: error }, "generation failed");
      throw error;
    } finally {
      if (!done) {
        stop.abort();
        await releaseGeneration(deps.db, begun.reserved);
      }
    }
  }
  return { voice: begun.voice, pieces: pieces(first.value) };
}
