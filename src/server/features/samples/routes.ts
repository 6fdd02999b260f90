import path from "node:path";
import { type Context, Hono } from "hono";
import { msg } from "../../../domain/messages.ts";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { sendError } from "../../http/errors.ts";
import { createSamplesService, type SampleSpeech, type SamplesService } from "./service.ts";

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

// Safari plays <audio> only from a server that answers byte ranges; one range is all it asks.
function sendAudio(c: Context<AppEnv>, bytes: Uint8Array) {
  c.header("Content-Type", "audio/mpeg");
  c.header("Accept-Ranges", "bytes");
  c.header("Cache-Control", "public, max-age=86400");
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header("range") ?? "");
  if (!range || (range[1] === "" && range[2] === "")) return c.body(bytes.slice(), 200);
  const size = bytes.length;
  const [start, end] =
    range[1] === ""
      ? [Math.max(0, size - Number(range[2])), size - 1]
      : [Number(range[1]), Math.min(size - 1, range[2] === "" ? size - 1 : Number(range[2]))];
  if (start >= size || start > end) {
    c.header("Content-Range", `bytes */${size}`);
    return c.body(null, 416);
  }
  c.header("Content-Range", `bytes ${start}-${end}/${size}`);
  return c.body(bytes.slice(start, end + 1), 206);
}

/** GET /api/samples (list) and GET /api/samples/:voiceId.mp3 (the audio), public. */
export function samplesRoutes() {
  const cache = new WeakMap<object, SamplesService>();
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const service = samplesOf(c.var.deps, cache);
      c.header("Cache-Control", "no-cache");
      return c.json({ samples: service ? await service.list() : [] });
    })
    .get("/:file{[a-z0-9-]+\\.mp3}", async (c) => {
      const voiceId = c.req.param("file").replace(/\.mp3$/, "");
      const bytes = await samplesOf(c.var.deps, cache)?.audio(voiceId);
      if (!bytes) return sendError(c, 404, "NOT_FOUND", msg.http.notFound);
      return sendAudio(c, bytes);
    });
}
