// /v1/openapi.json, generated from the zod schemas the routes validate with (zod 4's
// z.toJSONSchema), so the document cannot drift from what the server accepts
// (docs/decisions/004-public-api.md).
import { z } from "zod";
import {
  elevenLabsErrorBody,
  elevenLabsSpeechBody,
  elevenLabsSpeechQuery,
  elevenLabsTimestampsBody,
  elevenLabsValidationErrorBody,
  elevenLabsVoice,
  elevenLabsVoiceSearchQuery,
  openAiErrorBody,
  openAiSpeechBody,
} from "./schemas.ts";

const json = (schema: z.ZodType, io: "input" | "output" = "input") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" });

const bodyOf = (name: string) => ({
  "application/json": { schema: { $ref: `#/components/schemas/${name}` } },
});

const errorResponses = (shape: "elevenlabs" | "openai") => {
  const content = bodyOf(shape === "elevenlabs" ? "ElevenLabsError" : "OpenAiError");
  const badInput =
    shape === "elevenlabs"
      ? { "422": { description: "Bad input", content: bodyOf("ElevenLabsValidationError") } }
      : { "400": { description: "Bad input", content } };
  return {
    "401": { description: "Missing, unknown or revoked key; ElevenLabs: plan spent", content },
    ...badInput,
    "404": { description: "Unknown voice or path", content },
    "413": { description: "Body over 64 KB", content },
    "429": { description: "Rate limited; OpenAI: plan spent (insufficient_quota)", content },
  };
};

const audio = {
  description: "Audio bytes, streamed",
  content: {
    "audio/mpeg": { schema: { type: "string", format: "binary" } },
    "audio/pcm": { schema: { type: "string", format: "binary" } },
    "audio/wav": { schema: { type: "string", format: "binary" } },
    "audio/basic": { schema: { type: "string", format: "binary" } },
    "audio/x-alaw-basic": { schema: { type: "string", format: "binary" } },
    "text/event-stream": { schema: { type: "string" } },
  },
};

function queryParameters(schema: z.ZodObject) {
  const shape = json(schema) as { properties?: Record<string, unknown> };
  return Object.entries(shape.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: false,
    schema: s,
  }));
}

const timestamps = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: json(elevenLabsTimestampsBody, "output") } },
});

function elevenLabsSpeech(summary: string, answer: object = audio) {
  return {
    post: {
      summary,
      security: [{ xiApiKey: [] }],
      parameters: [
        { name: "voice_id", in: "path", required: true, schema: { type: "string" } },
        ...queryParameters(elevenLabsSpeechQuery),
      ],
      requestBody: {
        required: true,
        content: { "application/json": { schema: json(elevenLabsSpeechBody) } },
      },
      responses: { "200": answer, ...errorResponses("elevenlabs") },
    },
  };
}

let cached: object | null = null;

export function openApiDocument(): object {
  cached ??= {
    openapi: "3.1.0",
    info: {
      title: "Awaaz public API",
      version: "1",
      description:
        "Speech with an Awaaz API key, in ElevenLabs' shape (xi-api-key) and OpenAI's (Bearer). " +
        "Every call is a generation on the key owner's plan.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        xiApiKey: { type: "apiKey", in: "header", name: "xi-api-key" },
        bearer: { type: "http", scheme: "bearer" },
      },
      schemas: {
        ElevenLabsError: json(elevenLabsErrorBody),
        ElevenLabsValidationError: json(elevenLabsValidationErrorBody),
        OpenAiError: json(openAiErrorBody),
        ElevenLabsVoice: json(elevenLabsVoice, "output"),
      },
    },
    paths: {
      "/v1/voices": {
        get: {
          summary: "Every enabled voice of every engine",
          security: [{ xiApiKey: [] }],
          responses: {
            "200": {
              description: "The voices",
              content: {
                "application/json": {
                  schema: json(z.object({ voices: z.array(elevenLabsVoice) }), "output"),
                },
              },
            },
            ...errorResponses("elevenlabs"),
          },
        },
      },
      "/v1/voices/{voice_id}": {
        get: {
          summary: "One voice",
          security: [{ xiApiKey: [] }],
          parameters: [
            { name: "voice_id", in: "path", required: true, schema: { type: "string" } },
          ],
          responses: {
            "200": {
              description: "The voice",
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/ElevenLabsVoice" } },
              },
            },
            ...errorResponses("elevenlabs"),
          },
        },
      },
      "/v2/voices": {
        get: {
          summary: "Voices by a search term and filters, a page at a time (ElevenLabs shape)",
          security: [{ xiApiKey: [] }],
          parameters: queryParameters(elevenLabsVoiceSearchQuery),
          responses: {
            "200": {
              description: "One page of the voices found",
              content: {
                "application/json": {
                  schema: json(
                    z.object({
                      voices: z.array(elevenLabsVoice),
                      has_more: z.boolean(),
                      total_count: z.number().int(),
                      next_page_token: z.string().nullable(),
                    }),
                    "output",
                  ),
                },
              },
            },
            ...errorResponses("elevenlabs"),
          },
        },
      },
      "/v1/text-to-speech/{voice_id}": elevenLabsSpeech("Speech (ElevenLabs shape)"),
      "/v1/text-to-speech/{voice_id}/stream": elevenLabsSpeech("Speech, streamed"),
      "/v1/text-to-speech/{voice_id}/with-timestamps": elevenLabsSpeech(
        "Speech with each character's time",
        timestamps("application/json", "The audio in base64 and every character's time"),
      ),
      "/v1/text-to-speech/{voice_id}/stream/with-timestamps": elevenLabsSpeech(
        "Speech with each character's time, streamed",
        timestamps(
          "application/x-ndjson",
          "One such object a line, a line a piece of speech with the characters it says",
        ),
      ),
      "/v1/user/subscription": {
        get: {
          summary: "The plan in characters (one generation = 5,000 characters)",
          security: [{ xiApiKey: [] }],
          responses: { "200": { description: "Subscription" }, ...errorResponses("elevenlabs") },
        },
      },
      "/v1/user": {
        get: {
          summary: "The key's owner and plan",
          security: [{ xiApiKey: [] }],
          responses: { "200": { description: "User" }, ...errorResponses("elevenlabs") },
        },
      },
      "/v1/models": {
        get: {
          summary: "Models: an array for xi-api-key callers, an OpenAI list for Bearer callers",
          security: [{ xiApiKey: [] }, { bearer: [] }],
          responses: { "200": { description: "Models" } },
        },
      },
      "/v1/models/{model}": {
        get: {
          summary: "One model (OpenAI shape)",
          security: [{ bearer: [] }],
          parameters: [{ name: "model", in: "path", required: true, schema: { type: "string" } }],
          responses: { "200": { description: "Model" }, ...errorResponses("openai") },
        },
      },
      "/v1/audio/speech": {
        post: {
          summary: "Speech (OpenAI shape)",
          security: [{ bearer: [] }],
          requestBody: {
            required: true,
            content: { "application/json": { schema: json(openAiSpeechBody) } },
          },
          responses: { "200": audio, ...errorResponses("openai") },
        },
      },
    },
  };
  return cached;
}
