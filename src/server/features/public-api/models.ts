// GET /v1/models serves both shapes from one route: ElevenLabs' SDK parses a bare array of
// {model_id, ...}, OpenAI's a {object: "list", data: [{id, object: "model", ...}]}. The key's
// header says which caller it is.
import { Hono } from "hono";
import { byKey } from "../../../domain/messages.ts";
import { MAX_TEXT } from "../../../domain/text.ts";
import { ApiError } from "../../http/errors.ts";
import type { PublicEnv } from "./auth.ts";
import { documented, jsonAnswer } from "./openapi.ts";

// Names tools commonly send; all are accepted and every one speaks with the chosen voice's engine.
const ELEVENLABS_MODELS = ["eleven_multilingual_v2", "eleven_flash_v2_5", "eleven_turbo_v2_5"];
const OPENAI_MODELS = ["tts-1", "tts-1-hd", "gpt-4o-mini-tts"];
// A fixed date: the list does not change between releases.
const CREATED = Math.floor(Date.UTC(2026, 0, 1) / 1000);

const openAiModel = (id: string) => ({ id, object: "model", created: CREATED, owned_by: "awaaz" });

const one = documented("openai", "One model (OpenAI shape)", jsonAnswer("The model"));
const all = documented(
  "either",
  "Models: an array for xi-api-key callers, an OpenAI list for Bearer callers",
  jsonAnswer("The models"),
);

export function modelsRoutes() {
  return new Hono<PublicEnv>()
    .get("/models/:id", one, (c) => {
      // OpenAI's SDK retrieves one model (models.retrieve); ElevenLabs has no such route.
      const id = c.req.param("id");
      if (c.var.shape !== "openai" || !OPENAI_MODELS.includes(id))
        throw new ApiError(404, "NOT_FOUND", byKey("httpNotFound"));
      return c.json(openAiModel(id));
    })
    .get("/models", all, (c) => {
      if (c.var.shape === "openai") {
        return c.json({ object: "list", data: OPENAI_MODELS.map(openAiModel) });
      }
      return c.json(
        ELEVENLABS_MODELS.map((id) => ({
          model_id: id,
          name: id,
          description: "Accepted for compatibility: the voice decides how the text is spoken.",
          can_do_text_to_speech: true,
          can_do_voice_conversion: false,
          max_characters_request_free_user: MAX_TEXT,
          max_characters_request_subscribed_user: MAX_TEXT,
          languages: [
            { language_id: "en", name: "English" },
            { language_id: "ur", name: "Urdu" },
            { language_id: "hi", name: "Hindi" },
          ],
        })),
      );
    });
}
