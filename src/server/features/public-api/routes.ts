// /v1 and /v2: the public API (docs/architecture.md, "The public API"). API keys only, never
// cookies, so any origin may call it from a browser, and read what it answers.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { byKey } from "../../../domain/messages.ts";
import { PROJECT_MAX_FILE_BYTES } from "../../../domain/projects.ts";
import { MAX_DICTIONARY_BYTES } from "../../../domain/pronunciation/rules.ts";
import { ApiError, clientErrorOf } from "../../http/errors.ts";
import { sendAudio } from "../../http/send-audio.ts";
import { studioRoutes } from "../projects/studio-routes.ts";
import { type PublicEnv, requireApiKey, shapeOf } from "./auth.ts";
import { elevenLabsRoutes, elevenLabsV2Routes } from "./elevenlabs.ts";
import { sendShapeError } from "./errors.ts";
import { modelsRoutes } from "./models.ts";
import { openAiRoutes } from "./openai.ts";
import { bytesAnswer, documented, jsonAnswer, openApiHandler } from "./openapi.ts";
import { pronunciationRoutes } from "./pronunciation.ts";

const MAX_BODY_BYTES = 64 * 1024;
const STUDIO_MAX_BODY_BYTES = PROJECT_MAX_FILE_BYTES + 1024 * 1024;

/**
 * The frame every version of the public API shares: CORS, the body limit, the key, the 404 and
 * errors in the caller's shape. `open` adds the routes that need no key.
 */
function publicApi(keyed: Hono<PublicEnv>, open?: (app: Hono<PublicEnv>) => void) {
  const app = new Hono<PublicEnv>();
  app.use(
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "PATCH", "DELETE", "OPTIONS"],
      // No allowHeaders: Hono then allows whatever the preflight asks for. The official SDKs add
      // their own (x-stainless-*, x-fern-*), and with no cookies here no header can carry a
      // credential that the key does not.
      exposeHeaders: ["x-request-id", "retry-after"],
      maxAge: 600,
    }),
  );
  // The site's pages keep their responses to themselves (same-origin); the API's are meant for
  // other sites' pages, a voice's preview in their <audio> elements among them.
  app.use(async (c, next) => {
    await next();
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
  });
  open?.(app);
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, "PAYLOAD_TOO_LARGE", byKey("httpTooLarge"));
      },
    });
  const small = limit(MAX_BODY_BYTES);
  const dictionary = limit(MAX_DICTIONARY_BYTES);
  // A project is made from a whole book: its form carries the document or the content.
  const document = limit(STUDIO_MAX_BODY_BYTES);
  app.use((c, next) => {
    if (c.req.path.includes("/studio/")) return document(c, next);
    if (c.req.path.includes("/pronunciation-dictionaries")) return dictionary(c, next);
    return small(c, next);
  });
  app.use(requireApiKey);
  // An id with a NUL byte names nothing: PostgreSQL cannot even compare it with a text column.
  app.use((c, next) => {
    if (/%00/i.test(new URL(c.req.url).pathname))
      throw new ApiError(404, "NOT_FOUND", byKey("httpNotFound"));
    return next();
  });
  app.route("/", keyed);
  app.all("*", () => {
    throw new ApiError(404, "NOT_FOUND", byKey("httpNotFound"));
  });
  app.onError(async (error, c) => {
    const shape = c.var.shape ?? shapeOf(c.req.raw.headers, c.req.path);
    const known = clientErrorOf(error);
    // Past the key's own limit (auth.ts), a refusal for the rate is the user's generation limit.
    if (known?.code === "RATE_LIMITED" && c.var.caller && !c.res.headers.has("retry-after")) {
      const seconds = await c.var.deps.generationLimiter.wait(c.var.caller.user.id);
      c.header("Retry-After", String(seconds));
    }
    if (known) return sendShapeError(c, shape, known);
    c.var.deps.logger.error({ err: error, reqId: c.var.requestId }, "public API error");
    return sendShapeError(c, shape, new ApiError(500, "INTERNAL", byKey("httpInternal")));
  });
  return app;
}

const thisDocument = documented("open", "This document", jsonAnswer("The OpenAPI document"));
const preview = documented("open", "A voice's sample sentence", bytesAnswer("MP3", "audio/mpeg"));

/** /v1: both shapes' speech, voices, models and the caller's plan. */
export function publicApiRoutes() {
  const keyed = new Hono<PublicEnv>()
    .route("/", elevenLabsRoutes())
    .route("/", openAiRoutes())
    .route("/", modelsRoutes())
    .route("/", pronunciationRoutes())
    .route("/studio/projects", studioRoutes());
  return publicApi(keyed, (app) => {
    // Made from the routes as mounted, on the first request, once every route is in place.
    const mounted = () => new Hono<PublicEnv>().route("/v1", app).route("/v2", publicApiV2Routes());
    app.get("/openapi.json", thisDocument, openApiHandler(mounted));
    // Public like the voice list's sample sentence: an <audio> element cannot send a key.
    app.get("/voices/:voiceId/preview", preview, async (c) => {
      const audio = await c.var.deps.previews.audio(c.req.param("voiceId"));
      if (!audio) throw new ApiError(404, "NOT_FOUND", byKey("httpNotFound"));
      return sendAudio(c, audio, "audio/mpeg", "preview.mp3", "public, max-age=86400");
    });
  });
}

/** /v2: ElevenLabs' voice search. */
export function publicApiV2Routes() {
  return publicApi(elevenLabsV2Routes());
}
