import { Hono } from "hono";
import { z } from "zod";
import { toSrt, toVtt } from "../../../domain/captions.ts";
import {
  captionsQuerySchema,
  downloadExt,
  downloadQuerySchema,
  generationRequestSchema,
} from "../../../domain/generation.ts";
import { textIdParam } from "../../../domain/ids.ts";
import { msg } from "../../../domain/messages.ts";
import type { AppEnv } from "../../app-env.ts";
import { sendError } from "../../http/errors.ts";
import { sendAudio } from "../../http/send-audio.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { CONTENT_TYPES } from "../../speech/types.ts";
import { audioContentType } from "../../storage/audio-store.ts";

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export function generationsRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .post("/", validate("json", generationRequestSchema), async (c) => {
        const result = await c.var.deps.generations.generate(c.var.user, c.req.valid("json"), {
          userAgent: c.req.header("user-agent"),
          signal: c.req.raw.signal,
        });
        return c.json(result, 201);
      })
      .get("/", validate("query", pageQuery), async (c) => {
        return c.json(await c.var.deps.generations.list(c.var.user.id, c.req.valid("query").page));
      })
      .get("/:id/audio", validate("param", textIdParam), async (c) => {
        const { id } = c.req.valid("param");
        const own = await c.var.deps.generations.ownAudio(c.var.user.id, id);
        if (!own) return sendError(c, 404, "NOT_FOUND", msg.http.notFound);
        return sendAudio(c, own.audio, audioContentType(own.key), `awaaz-${id}.${own.format}`);
      })
      .get(
        "/:id/download",
        validate("param", textIdParam),
        validate("query", downloadQuerySchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const { as } = c.req.valid("query");
          const bytes = await c.var.deps.generations.downloadAs(c.var.user.id, id, as);
          if (!bytes) return sendError(c, 404, "NOT_FOUND", msg.http.notFound);
          const ext = downloadExt(as);
          return c.body(new Uint8Array(bytes), 200, {
            "Content-Type": CONTENT_TYPES[ext],
            "Content-Disposition": `attachment; filename="awaaz-${id}.${ext}"`,
            "Cache-Control": "private, no-store",
          });
        },
      )
      // The lines for the player, as JSON.
      .get("/:id/captions", validate("param", textIdParam), async (c) => {
        const cues = await c.var.deps.generations.captionsOf(
          c.var.user.id,
          c.req.valid("param").id,
        );
        if (!cues) return sendError(c, 404, "NOT_FOUND", msg.http.notFound);
        return c.json({ cues });
      })
      // The same lines as a SubRip or WebVTT file to download.
      .get(
        "/:id/captions/download",
        validate("param", textIdParam),
        validate("query", captionsQuerySchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const { as } = c.req.valid("query");
          const cues = await c.var.deps.generations.captionsOf(c.var.user.id, id);
          if (!cues) return sendError(c, 404, "NOT_FOUND", msg.http.notFound);
          return c.body(as === "srt" ? toSrt(cues) : toVtt(cues), 200, {
            "Content-Type": `${as === "srt" ? "application/x-subrip" : "text/vtt"}; charset=utf-8`,
            "Content-Disposition": `attachment; filename="awaaz-${id}.${as}"`,
            "Cache-Control": "private, no-store",
          });
        },
      )
      .delete("/:id", validate("param", textIdParam), async (c) => {
        const deleted = await c.var.deps.generations.deleteOwn(
          c.var.user.id,
          c.req.valid("param").id,
        );
        if (!deleted) return sendError(c, 404, "NOT_FOUND", msg.http.notFound);
        return c.json({ deleted: true });
      })
  );
}
