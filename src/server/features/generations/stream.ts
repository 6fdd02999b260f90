// The studio's generation answered in pieces, for the public API: the same shared steps
// (steps.ts), the audio handed out as the engine speaks it.
import { randomUUID } from "node:crypto";
import { byKey } from "../../../domain/messages.ts";
import type { SessionUser } from "../../app-env.ts";
import { SpeechError, type SynthesisResult } from "../../speech/index.ts";
import { joinPieces, sumDurations } from "./pieces.ts";
import { releaseGeneration } from "./quota.ts";
import {
  answerOf,
  type Begun,
  begin,
  checkLength,
  engineSignal,
  type GenerationAnswer,
  type GenerationDeps,
  type GenerationInfo,
  giveBack,
  onWrittenText,
  record,
  type SpeechInput,
  synthesisRequest,
} from "./steps.ts";

/**
 * The same generation as `generate`, answered in pieces: resolves once the first piece is
 * spoken (so errors before any audio are ordinary API errors), stores the whole audio and writes
 * the history row after the last, which the pieces then return as `generate` answers it.
 * A failure after the first piece gives the generation back and leaves no history row. A client
 * that goes away after it has had audio keeps what it had: the generation counts (else cutting
 * every stream before its end would be free speech), and the history keeps the audio spoken so
 * far (docs/architecture.md, "Streamed generations").
 */
export async function generateStream(
  deps: GenerationDeps,
  user: SessionUser,
  input: SpeechInput,
  info: GenerationInfo,
) {
  const begun = await begin(deps, user, input);
  const stop = new AbortController();
  const client = engineSignal(begun, info.signal);
  const signal = client ? AbortSignal.any([client, stop.signal]) : stop.signal;
  const source = writtenPieces(
    begun,
    deps.speech.synthesizeStream(synthesisRequest(begun, input, signal)),
  );
  let first: IteratorResult<SynthesisResult>;
  try {
    first = await source.next();
    if (first.done) throw new SpeechError("SPEECH_EMPTY", byKey("speechNothingToSay"));
    checkLength(first.value.durationMs);
  } catch (error) {
    stop.abort();
    return giveBack(deps, begun, error);
  }
  // A paid call outlived its client: billed, so the whole audio goes to the history.
  if (!client && info.signal.aborted)
    return finishUnheard(deps, user, begun, input, info, source, first.value);
  async function* pieces(head: SynthesisResult): AsyncGenerator<SynthesisResult, GenerationAnswer> {
    const all = [head];
    let done = false;
    try {
      yield head;
      for (let next = await source.next(); !next.done; next = await source.next()) {
        all.push(next.value);
        checkLength(sumDurations(all));
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
        // Only the client's leaving keeps the charge. It aborts the speech too, so a failure may
        // follow it; a failure with the client still there (here or in the caller's encoding)
        // is the server's.
        if (info.signal.aborted) await keepCut(deps, user, begun, input, info, all);
        else await releaseGeneration(deps.db, begun.reservationId);
      }
    }
  }
  // The text as spoken (normalised): the pieces' word marks are on it.
  return { voice: begun.voice, text: begun.text, pieces: pieces(first.value) };
}

async function* writtenPieces(begun: Begun, pieces: AsyncIterable<SynthesisResult>) {
  for await (const piece of pieces) yield onWrittenText(begun, piece);
}

async function finishUnheard(
  deps: GenerationDeps,
  user: SessionUser,
  begun: Begun,
  input: SpeechInput,
  info: GenerationInfo,
  source: AsyncIterator<SynthesisResult>,
  head: SynthesisResult,
): Promise<never> {
  const all = [head];
  try {
    for (let next = await source.next(); !next.done; next = await source.next()) {
      all.push(next.value);
      checkLength(sumDurations(all));
    }
    await record(deps, user, begun, input, info, randomUUID(), joinPieces(all));
  } catch (error) {
    return giveBack(deps, begun, error);
  }
  throw new SpeechError("SPEECH_ABORTED", byKey("speechFailed"));
}

async function keepCut(
  deps: GenerationDeps,
  user: SessionUser,
  begun: Begun,
  input: SpeechInput,
  info: GenerationInfo,
  had: SynthesisResult[],
) {
  await record(deps, user, begun, input, info, randomUUID(), joinPieces(had), { cut: true }).catch(
    (error: unknown) => deps.logger.error({ err: error }, "cut generation not stored"),
  );
}
