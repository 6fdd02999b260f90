// The one path from a public-API speech request to streamed bytes: the generation service does
// the rules (text, quota, history, limits), this only picks the formats and streams.
import type { Context } from "hono";
import type { GenerationRequest } from "../../../domain/generation.ts";
import { CONTENT_TYPE, encodeOutput, engineFormat, type Output } from "./audio-output.ts";
import type { PublicEnv } from "./auth.ts";

export interface SpeakRequest {
  voiceId: string;
  voiceAliases?: Record<string, string>;
  text: string;
  settings?: GenerationRequest["settings"];
  output: Output;
}

export async function speak(c: Context<PublicEnv>, req: SpeakRequest) {
  const { deps, caller } = c.var;
  const { pieces } = await deps.generations.generateStream(
    caller.user,
    {
      voiceId: req.voiceId,
      ...(req.voiceAliases ? { voiceAliases: req.voiceAliases } : {}),
      text: req.text,
      ...(req.settings ? { settings: req.settings } : {}),
      format: engineFormat(req.output),
    },
    { userAgent: c.req.header("user-agent"), signal: c.req.raw.signal, apiKeyId: caller.keyId },
  );
  c.header("Content-Type", CONTENT_TYPE[req.output.kind]);
  c.header("Cache-Control", "no-store");
  return c.body(readable(encodeOutput(pieces, req.output)));
}

// Pulled as the client reads. A failure mid-way errors the stream, so the connection is cut
// rather than ended as if the audio were whole; a client that goes away cancels it, which stops
// the speech and gives the generation back.
function readable(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
