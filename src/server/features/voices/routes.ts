import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { notFound } from "../../http/errors.ts";
import { sendAudio } from "../../http/send-audio.ts";
import { requireUser } from "../../http/session.ts";
import { LOCAL_ENGINES } from "./preview.ts";

export function voicesRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .get("/", async (c) => {
        const { voices } = await c.var.deps.speech.listVoices();
        return c.json(
          voices.map((v) => ({
            id: v.id,
            name: v.name,
            gender: v.gender,
            accent: v.accent,
            language: v.language,
            description: v.description,
            engine: v.engine,
            usesSettings: v.usesSettings,
            previewUrl: LOCAL_ENGINES.has(v.engine)
              ? `/api/voices/${encodeURIComponent(v.id)}/preview`
              : null,
          })),
        );
      })
      // While the default neural voices install, the studio says they are on their way.
      .get("/coming", (c) => {
        c.header("Cache-Control", "no-store");
        const { coming, percent } = c.var.deps.adminVoices.defaults.status();
        return c.json({ coming, percent });
      })
      .get("/:id/preview", async (c) => {
        const audio = await c.var.deps.previews.audio(c.req.param("id"));
        if (!audio) return notFound(c);
        return sendAudio(c, audio, "audio/mpeg", "preview.mp3", "public, max-age=86400");
      })
  );
}
