import { type Context, Hono } from "hono";
import { z } from "zod";
import { toSrt, toVtt, wordCues } from "../../../domain/captions.ts";
import {
  captionsQuerySchema,
  downloadExt,
  downloadQuerySchema,
  type GenerationRequest,
  generationRequestSchema,
} from "../../../domain/generation.ts";
import { textIdParam } from "../../../domain/ids.ts";
import { byKey } from "../../../domain/messages.ts";
import { FRAMES_CONTENT_TYPE } from "../../../domain/speech-frames.ts";
import type { AppEnv } from "../../app-env.ts";
import { attachment } from "../../http/attachment.ts";
import { notFound, sendError } from "../../http/errors.ts";
import { sendAudio } from "../../http/send-audio.ts";
import { requireUser } from "../../http/session.ts";
import { streamBody } from "../../http/stream-body.ts";
import { validate } from "../../http/validate.ts";
import { CONTENT_TYPES } from "../../speech/types.ts";
import { audioContentType } from "../../storage/audio-store.ts";
import { framed } from "./frames.ts";
import type { SpeechInput } from "./steps.ts";

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
// The routes about one of the user's generations take its id the same way.
const ownId = validate("param", textIdParam);

// The browser and the request's lifetime: a client that leaves cancels the speech.
const requestInfo = (c: Context) => ({
  userAgent: c.req.header("user-agent"),
  signal: c.req.raw.signal,
});

// The studio names its chosen dictionaries by id: their latest versions.
const speechInput = ({ dictionaryIds, ...json }: GenerationRequest): SpeechInput => ({
  ...json,
  ...(dictionaryIds ? { dictionaries: { locators: dictionaryIds.map((id) => ({ id })) } } : {}),
});

export function generationsRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .post("/", validate("json", generationRequestSchema), async (c) => {
        const result = await c.var.deps.generations.generate(
          c.var.user,
          speechInput(c.req.valid("json")),
          requestInfo(c),
        );
        return c.json(result, 201);
      })
      // The same generation, played while it is spoken (docs/architecture.md, "Streamed
      // generations"): errors before the first audio are ordinary JSON errors.
      .post("/stream", validate("json", generationRequestSchema), async (c) => {
        const { pieces } = await c.var.deps.generations.generateStream(
          c.var.user,
          speechInput(c.req.valid("json")),
          requestInfo(c),
        );
        return streamBody(c, framed(pieces), FRAMES_CONTENT_TYPE);
      })
      .get("/", validate("query", pageQuery), async (c) => {
        return c.json(await c.var.deps.generations.list(c.var.user.id, c.req.valid("query").page));
      })
      .get("/:id/audio", ownId, async (c) => {
        const { id } = c.req.valid("param");
        const own = await c.var.deps.generations.ownAudio(c.var.user.id, id);
        if (!own) return notFound(c);
        return sendAudio(c, own.audio, audioContentType(own.key), `awaaz-${id}.${own.format}`);
      })
      .get("/:id/download", ownId, validate("query", downloadQuerySchema), async (c) => {
        const { id } = c.req.valid("param");
        const { as } = c.req.valid("query");
        const converted = await c.var.deps.generations.downloadAs(c.var.user.id, id, as);
        if (!converted) return notFound(c);
        if ("busy" in converted) {
          c.header("Retry-After", String(converted.busy));
          return sendError(c, 429, "DOWNLOADS_BUSY", byKey("downloadBusy"));
        }
        const ext = downloadExt(as);
        c.header("Content-Length", String(converted.audio.size));
        const body = await converted.audio.stream();
        return attachment(c, body, CONTENT_TYPES[ext], `awaaz-${id}.${ext}`);
      })
      // The lines (times in ms) and the words (times in seconds) for the player, as JSON.
      .get("/:id/captions", ownId, async (c) => {
        const captions = await c.var.deps.generations.captionsOf(
          c.var.user.id,
          c.req.valid("param").id,
        );
        if (!captions) return notFound(c);
        const words = captions.words.map((w) => ({
          text: w.text,
          start: w.start / 1000,
          end: w.end / 1000,
        }));
        return c.json({ cues: captions.cues, words });
      })
      // The same captions as a SubRip or WebVTT file to download, by line or by word.
      .get("/:id/captions/download", ownId, validate("query", captionsQuerySchema), async (c) => {
        const { id } = c.req.valid("param");
        const { as, by } = c.req.valid("query");
        const captions = await c.var.deps.generations.captionsOf(c.var.user.id, id);
        if (!captions || (by === "word" && captions.words.length === 0)) return notFound(c);
        const cues = by === "word" ? wordCues(captions.words) : captions.cues;
        const [body, type] =
          as === "srt" ? [toSrt(cues), "application/x-subrip"] : [toVtt(cues), "text/vtt"];
        const name = by === "word" ? `awaaz-${id}-words.${as}` : `awaaz-${id}.${as}`;
        return attachment(c, body, `${type}; charset=utf-8`, name);
      })
      .delete("/:id", ownId, async (c) => {
        const deleted = await c.var.deps.generations.deleteOwn(
          c.var.user.id,
          c.req.valid("param").id,
        );
        return deleted ? c.json({ deleted: true }) : notFound(c);
      })
  );
}
