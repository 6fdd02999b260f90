import path from "node:path";
import { Hono } from "hono";
import { msg } from "../../../domain/messages.ts";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { sendError } from "../../http/errors.ts";
import { sendAudio } from "../../http/send-audio.ts";
import type { StoredAudio } from "../../storage/audio-store.ts";
import {
  createSamplesService,
  type Sample,
  type SampleSpeech,
  type SamplesService,
} from "./service.ts";

// One service per speech module. Without one (a stripped-down deployment, some tests) there is
// nothing to play: the list is empty and the landing strip hides itself.
function samplesOf(deps: AppDeps, cache: WeakMap<object, SamplesService>) {
  const speech: SampleSpeech | undefined = deps.speech;
  if (!speech) return undefined;
  let service = cache.get(speech);
  if (!service) {
    const dir = path.join(deps.env.DATA_DIR, "samples");
    service = createSamplesService({ speech, dir, logger: deps.logger });
    cache.set(speech, service);
  }
  return service;
}

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

// Safari plays <audio> only from a server that answers byte ranges: the shared sender does.
function inMemory(bytes: Uint8Array): StoredAudio {
  return {
    size: bytes.length,
    read: async (range) =>
      new Uint8Array(range ? bytes.slice(range.start, range.end + 1) : bytes.slice()),
  };
}

/** GET /api/samples (list) and GET /api/samples/:voiceId.mp3 (the audio), public. */
export function samplesRoutes() {
  const cache = new WeakMap<object, SamplesService>();
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const service = samplesOf(c.var.deps, cache);
      c.header("Cache-Control", "no-cache");
      return c.json({ samples: service ? await visible(c.var.deps, await service.list()) : [] });
    })
    .get("/:file{[a-z0-9-]+\\.mp3}", async (c) => {
      const voiceId = c.req.param("file").replace(/\.mp3$/, "");
      const off = (await c.var.deps.voices.overrideOf(voiceId))?.enabled === false;
      const bytes = off ? undefined : await samplesOf(c.var.deps, cache)?.audio(voiceId);
      if (!bytes) return sendError(c, 404, "NOT_FOUND", msg.http.notFound);
      return sendAudio(c, inMemory(bytes), "audio/mpeg", `${voiceId}.mp3`, "public, max-age=86400");
    });
}
