import { Hono } from "hono";
import { z } from "zod";
import { generationRequestSchema } from "../../../domain/generation.ts";
import { textIdParam } from "../../../domain/ids.ts";
import { msg } from "../../../domain/messages.ts";
import type { AppEnv } from "../../app-env.ts";
import { sendError } from "../../http/errors.ts";
import { sendAudio } from "../../http/send-audio.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { audioContentType } from "../../storage/audio-store.ts";
import { generationAudioKeys } from "./audio-key.ts";

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export function generationsRoutes() {
  return new Hono<AppEnv>()
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
      const { deps, user } = c.var;
      const { id } = c.req.valid("param");
      const row = await deps.generations.findOwn(user.id, id);
      // The log row may be missing (its write failed): the file, keyed by owner, still proves it.
      for (const key of row ? [row.audioKey] : generationAudioKeys(user.id, id)) {
        const audio = await deps.audio.get(key);
        const name = `awaaz-${id}.${key.endsWith(".wav") ? "wav" : "mp3"}`;
        if (audio) return sendAudio(c, audio, audioContentType(key), name);
      }
      return sendError(c, 404, "NOT_FOUND", msg.http.notFound);
    })
    .delete("/:id", validate("param", textIdParam), async (c) => {
      const deleted = await c.var.deps.generations.deleteOwn(
        c.var.user.id,
        c.req.valid("param").id,
      );
      if (!deleted) return sendError(c, 404, "NOT_FOUND", msg.http.notFound);
      return c.json({ deleted: true });
    });
}
