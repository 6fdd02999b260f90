// /api/projects: the signed-in user's long-form projects, for the Projects page (docs/architecture.md,
// Projects): made from pasted text or a document, edited, converted on the queue, followed by
// polling, and each finished conversion (a snapshot) downloaded.
import { type Context, Hono } from "hono";
import { toSrt, toVtt } from "../../../domain/captions.ts";
import { byKey } from "../../../domain/messages.ts";
import { conversionCues } from "../../../domain/project-captions.ts";
import {
  blockEditSchema,
  blockParam,
  captionsFormatSchema,
  chapterParam,
  conversionChapterParam,
  conversionParam,
  convertSchema,
  createFromTextSchema,
  orderSchema,
  projectParam,
  projectUpdateSchema,
} from "../../../domain/project-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { attachment } from "../../http/attachment.ts";
import { ApiError } from "../../http/errors.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { formOf } from "../pronunciation/upload.ts";
import { chaptersZip, fileSlug } from "./archive.ts";
import type { ConversionRow } from "./progress.ts";
import { documentProjectInput, textProjectInput } from "./web-input.ts";
import { conversionView, projectDetail } from "./web-view.ts";

const projectId = validate("param", projectParam);
const conversionId = validate("param", conversionParam);

const notFound = () => new ApiError(404, "NOT_FOUND", byKey("projectNotFound"));

/** A done conversion's output, or 409 while it has none. */
function outputOf(conversion: ConversionRow) {
  if (conversion.status !== "done" || !conversion.output)
    throw new ApiError(409, "SNAPSHOT_NOT_READY", byKey("projectSnapshotNotReady"));
  return conversion.output;
}

/** The project's own conversion from the path: another's answers 404. */
function ownConversion(c: Context<AppEnv>, ids: { id: string; conversionId: string }) {
  return c.var.deps.projects.conversionIn(c.var.user.id, ids.id, ids.conversionId);
}

async function sendMp3(c: Context<AppEnv>, key: string | null | undefined, name: string) {
  const audio = key ? await c.var.deps.projects.audio(key) : null;
  if (!audio) throw notFound();
  c.header("Content-Length", String(audio.size));
  return attachment(c, await audio.stream(), "audio/mpeg", `${fileSlug(name) || "audio"}.mp3`);
}

export function projectsRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .get("/", async (c) => {
        return c.json({ projects: await c.var.deps.projects.summaries(c.var.user.id) });
      })
      .post("/", validate("json", createFromTextSchema), async (c) => {
        const input = textProjectInput(c.req.valid("json"));
        return c.json({ id: await c.var.deps.projects.create(c.var.user, input) }, 201);
      })
      // A .txt, .md or .epub as a form: the typed client does not describe this route's body.
      .post("/import", async (c) => {
        const input = await documentProjectInput(await formOf(c.req));
        return c.json({ id: await c.var.deps.projects.create(c.var.user, input) }, 201);
      })
      .get("/:id", projectId, async (c) => {
        const project = await c.var.deps.projects.get(c.var.user.id, c.req.valid("param").id);
        return c.json({ project: projectDetail(project) });
      })
      .patch("/:id", projectId, validate("json", projectUpdateSchema), async (c) => {
        const { id } = c.req.valid("param");
        await c.var.deps.projects.update(c.var.user.id, id, c.req.valid("json"));
        return c.json({ ok: true });
      })
      .delete("/:id", projectId, async (c) => {
        await c.var.deps.projects.remove(c.var.user.id, c.req.valid("param").id);
        return c.json({ deleted: true });
      })
      .put("/:id/chapters/order", projectId, validate("json", orderSchema), async (c) => {
        const { id } = c.req.valid("param");
        await c.var.deps.projects.reorderChapters(c.var.user.id, id, c.req.valid("json").order);
        return c.json({ ok: true });
      })
      .put(
        "/:id/chapters/:chapterId/blocks/order",
        validate("param", chapterParam),
        validate("json", orderSchema),
        async (c) => {
          const { id, chapterId } = c.req.valid("param");
          const { order } = c.req.valid("json");
          await c.var.deps.projects.reorderBlocks(c.var.user.id, id, chapterId, order);
          return c.json({ ok: true });
        },
      )
      .put(
        "/:id/blocks/:blockId",
        validate("param", blockParam),
        validate("json", blockEditSchema),
        async (c) => {
          const { id, blockId } = c.req.valid("param");
          const { parts } = c.req.valid("json");
          await c.var.deps.projects.editBlock(c.var.user.id, id, blockId, parts);
          return c.json({ ok: true });
        },
      )
      .post("/:id/convert", projectId, validate("json", convertSchema), async (c) => {
        const { id } = c.req.valid("param");
        const { chapterId } = c.req.valid("json");
        const started = await c.var.deps.projects.convert(c.var.user, id, chapterId ?? null);
        return c.json({ conversionId: started }, 201);
      })
      // Polled while a conversion runs: each one's blocks per chapter by state.
      .get("/:id/conversions", projectId, async (c) => {
        const { projects } = c.var.deps;
        const all = await projects.conversions(c.var.user.id, c.req.valid("param").id);
        const conversions = await Promise.all(
          all.map(async (cv) =>
            conversionView(cv, cv.status === "done" ? [] : await projects.progress(cv.id)),
          ),
        );
        return c.json({ conversions });
      })
      .post("/:id/conversions/:conversionId/cancel", conversionId, async (c) => {
        const conversion = await ownConversion(c, c.req.valid("param"));
        if (conversion.status !== "running")
          throw new ApiError(409, "NOT_RUNNING", byKey("projectNotRunning"));
        await c.var.deps.projects.cancel(c.var.user.id, conversion.id);
        return c.json({ ok: true });
      })
      .post("/:id/conversions/:conversionId/retry", conversionId, async (c) => {
        const conversion = await ownConversion(c, c.req.valid("param"));
        await c.var.deps.projects.retry(c.var.user, conversion.id);
        return c.json({ ok: true });
      })
      // The whole conversion as one MP3: the project's, or a one-chapter conversion's chapter.
      .get("/:id/conversions/:conversionId/audio", conversionId, async (c) => {
        const output = outputOf(await ownConversion(c, c.req.valid("param")));
        const project = await c.var.deps.projects.get(c.var.user.id, c.req.valid("param").id);
        return sendMp3(c, output.projectKey ?? output.chapters[0]?.key, project.name);
      })
      .get(
        "/:id/conversions/:conversionId/chapters/:chapterId/audio",
        validate("param", conversionChapterParam),
        async (c) => {
          const output = outputOf(await ownConversion(c, c.req.valid("param")));
          const { chapterId } = c.req.valid("param");
          const chapter = output.chapters.find((ch) => ch.chapterId === chapterId);
          return sendMp3(c, chapter?.key, chapter?.title ?? "");
        },
      )
      .get(
        "/:id/conversions/:conversionId/captions",
        conversionId,
        validate("query", captionsFormatSchema),
        async (c) => {
          const output = outputOf(await ownConversion(c, c.req.valid("param")));
          const { as } = c.req.valid("query");
          const cues = conversionCues(output);
          const [body, type] =
            as === "srt" ? [toSrt(cues), "application/x-subrip"] : [toVtt(cues), "text/vtt"];
          return attachment(c, body, `${type}; charset=utf-8`, `captions.${as}`);
        },
      )
      .get("/:id/conversions/:conversionId/zip", conversionId, async (c) => {
        const output = outputOf(await ownConversion(c, c.req.valid("param")));
        const zip = await chaptersZip(c.var.deps.audio, output);
        return attachment(c, zip.buffer as ArrayBuffer, "application/zip", "chapters.zip");
      })
  );
}
