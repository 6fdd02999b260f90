// The studio's streamed generation as frames (src/domain/speech-frames.ts): each piece's audio as
// it is spoken, then the answer. The status line went out with the first piece, so a failure
// after it travels as an error frame (the generation already given back).
import { FRAME, frame, jsonFrame } from "../../../domain/speech-frames.ts";
import { bodyOf } from "../../http/errors.ts";
import type { SynthesisResult } from "../../speech/index.ts";
import { type GenerationAnswer, toApiError } from "./steps.ts";

export async function* framed(
  pieces: AsyncGenerator<SynthesisResult, GenerationAnswer>,
): AsyncGenerator<Uint8Array> {
  let settled = false;
  try {
    let next = await pieces.next();
    for (; !next.done; next = await pieces.next()) yield frame(FRAME.audio, next.value.audio);
    settled = true;
    yield jsonFrame(FRAME.result, next.value);
  } catch (error) {
    settled = true;
    const failure = toApiError(error);
    yield jsonFrame(FRAME.error, { status: failure.status, ...bodyOf(failure) });
  } finally {
    // The client went away mid-way: stop the speech (the generation counts, stream.ts).
    if (!settled) await pieces.return(undefined as never);
  }
}
