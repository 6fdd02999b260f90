// OpenAI's speech shape (key as `Authorization: Bearer`): enough that its official SDK works with
// `baseURL` set to this site's /v1. https://platform.openai.com/docs/api-reference/audio
import { Hono } from "hono";
import { ApiError } from "../../http/errors.ts";
import type { Output } from "./audio-output.ts";
import type { PublicEnv } from "./auth.ts";
import { sendShapeError } from "./errors.ts";
import { bytesAnswer, documented } from "./openapi.ts";
import { OPENAI_FORMATS, openAiSpeechBody } from "./schemas.ts";
import { speak } from "./speak.ts";
import { shapeValidator } from "./validate.ts";
import { OPENAI_VOICE_ALIASES } from "./voices.ts";

// OpenAI's pcm is 24 kHz; its wav carries the same samples.
const OPENAI_RATE = 24_000;

const OUTPUTS: Record<(typeof OPENAI_FORMATS)[number], Output> = {
  mp3: { kind: "mp3" },
  wav: { kind: "wav", sampleRate: OPENAI_RATE },
  pcm: { kind: "pcm", sampleRate: OPENAI_RATE },
};

const isFormat = (f: string): f is (typeof OPENAI_FORMATS)[number] =>
  (OPENAI_FORMATS as readonly string[]).includes(f);

export function openAiRoutes() {
  return new Hono<PublicEnv>().post(
    "/audio/speech",
    documented(
      "openai",
      "Speech (OpenAI shape)",
      bytesAnswer(
        "Audio bytes, streamed; or speech.audio.delta events",
        "audio/mpeg",
        "audio/wav",
        "audio/pcm",
        "text/event-stream",
      ),
    ),
    shapeValidator("json", openAiSpeechBody),
    async (c) => {
      const body = c.req.valid("json");
      if (!isFormat(body.response_format)) {
        const message = `response_format '${body.response_format}' is not supported here: use ${OPENAI_FORMATS.join(", ")}.`;
        return sendShapeError(c, "openai", new ApiError(400, "BAD_REQUEST", message), {
          openai: "response_format",
          elevenlabs: ["body", "response_format"],
        });
      }
      return speak(c, {
        voiceId: typeof body.voice === "string" ? body.voice : body.voice.id,
        voiceAliases: OPENAI_VOICE_ALIASES,
        text: body.input,
        // The engine's own range applies (clampVoiceSettings): OpenAI allows 0.25 to 4.
        settings: { speed: body.speed },
        output: OUTPUTS[body.response_format],
        events: body.stream_format === "sse",
      });
    },
  );
}
