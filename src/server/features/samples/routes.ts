import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { notFound } from "../../http/errors.ts";
import { sendAudio } from "../../http/send-audio.ts";
import type { Sample } from "./service.ts";

// Samples are made once, so the operator's voice settings apply as they are served: a voice turned
// off is left out, a relabelled one shows its new labels (docs/architecture.md, Voices).
async function visible(deps: AppDeps, samples: Sample[]): Promise<Sample[]> {
  const overrides = await deps.voices.overrides();
  return samples.flatMap((sample) => {
    const override = overrides.get(sample.voiceId);
    if (override?.enabled === false) return [];
    return [
      {
        ...sample,
        name: override?.name ?? sample.name,
        gender: override?.gender ?? sample.gender,
        accent: override?.accent ?? sample.accent,
        language: override?.language ?? sample.language,
      },
    ];
  });
}

/** GET /api/samples (list) and GET /api/samples/:voiceId.mp3 (the audio), public. */
export function samplesRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json({ samples: await visible(c.var.deps, await c.var.deps.samples.list()) });
    })
    .get("/:file{[a-z0-9-]+\\.mp3}", async (c) => {
      const voiceId = c.req.param("file").replace(/\.mp3$/, "");
      const off = (await c.var.deps.voices.overrideOf(voiceId))?.enabled === false;
      const audio = off ? null : await c.var.deps.samples.audio(voiceId);
      if (!audio) return notFound(c);
      // Safari plays <audio> only from a server that answers byte ranges: the shared sender does.
      return sendAudio(c, audio, "audio/mpeg", `${voiceId}.mp3`, "public, max-age=86400");
    });
}
