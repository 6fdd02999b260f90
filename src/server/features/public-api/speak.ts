// The one path from a public-API speech request to streamed bytes: the generation service does
// the rules (text, quota, history, limits), this only picks the formats and streams.
import type { Context } from "hono";
import type { GenerationRequest } from "../../../domain/generation.ts";
import { streamBody } from "../../http/stream-body.ts";
import type { DictionaryChoice } from "../pronunciation/service.ts";
import { CONTENT_TYPE, encodeOutput, engineFormat, type Output } from "./audio-output.ts";
import type { PublicEnv } from "./auth.ts";
import { speechEvents } from "./sse.ts";
import { timestampChunks, timestampsJson, timestampsNdjson } from "./timestamps.ts";

export interface SpeakRequest {
  voiceId: string;
  voiceAliases?: Record<string, string>;
  text: string;
  settings?: GenerationRequest["settings"];
  output: Output;
  /** The caller's pronunciation dictionaries; all of them when left out. */
  dictionaries?: DictionaryChoice;
  /** OpenAI's server-sent events instead of the bare audio. */
  events?: boolean;
  /**
   * ElevenLabs' audio with its character timings: one JSON answer ("whole"), or a JSON line a
   * piece of speech ("lines").
   */
  timestamps?: "whole" | "lines";
}

export async function speak(c: Context<PublicEnv>, req: SpeakRequest) {
  const { deps, caller } = c.var;
  const { text, pieces } = await deps.generations.generateStream(
    caller.user,
    {
      voiceId: req.voiceId,
      ...(req.voiceAliases ? { voiceAliases: req.voiceAliases } : {}),
      text: req.text,
      ...(req.settings ? { settings: req.settings } : {}),
      format: engineFormat(req.output),
      ...(req.dictionaries ? { dictionaries: req.dictionaries } : {}),
    },
    { userAgent: c.req.header("user-agent"), signal: c.req.raw.signal, apiKeyId: caller.keyId },
  );
  if (req.timestamps) {
    const chunks = timestampChunks(req.text, text, pieces, req.output);
    if (req.timestamps === "whole") return c.json(await timestampsJson(chunks));
    return streamBody(c, timestampsNdjson(chunks), "application/x-ndjson");
  }
  const audio = encodeOutput(pieces, req.output);
  if (req.events) return streamBody(c, speechEvents(audio), "text/event-stream");
  return streamBody(c, audio, CONTENT_TYPE[req.output.kind]);
}
