// The studio's generation played as it is spoken: POST /api/generations/stream answers frames
// (src/domain/speech-frames.ts), the audio handed on as it arrives and the answer at the end.
import type { GenerationRequest } from "../../../domain/generation.ts";
import { FRAME, frameJson, readFrames } from "../../../domain/speech-frames.ts";
import { ApiRequestError, networkError, readAnswer } from "../../lib/api.ts";
import { i18n } from "../../lib/i18n.ts";
import type { GenerateResult } from "./api.ts";

export async function streamGeneration(
  body: GenerationRequest,
  signal: AbortSignal,
  onAudio: (bytes: Uint8Array<ArrayBuffer>) => void,
): Promise<GenerateResult> {
  let res: Response;
  try {
    res = await fetch("/api/generations/stream", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": i18n.locale },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw networkError(error);
  }
  // Refused before any audio: the API's JSON error, as for POST /api/generations.
  if (!res.ok) await readAnswer(res);
  if (!res.body) throw cut();
  try {
    for await (const f of readFrames(chunksOf(res.body))) {
      if (f.type === FRAME.audio) onAudio(f.payload);
      else if (f.type === FRAME.result) return frameJson(f.payload) as GenerateResult;
      else if (f.type === FRAME.error) {
        // The status the error would have had, had it come before the audio.
        const { status, ...error } = frameJson(f.payload) as { status: number };
        await readAnswer({ ok: false, status, text: async () => JSON.stringify(error) });
      }
    }
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    throw networkError(error);
  }
  throw cut();
}

// The connection ended before the outcome (the server then stops the speech; once audio had come,
// the generation counts and the history keeps what was spoken).
const cut = () => networkError(new Error("the stream ended before its outcome"));

// Safari's ReadableStream is not async-iterable.
async function* chunksOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    reader.releaseLock();
  }
}
