// What the Projects page sends to /api/projects (docs/architecture.md, HTTP API): one schema each,
// read by the server's validators and the page's forms.
import { z } from "zod";
import { blockPartSchema } from "./projects.ts";

const id = z.string().regex(/^[\w-]{1,100}$/);
const name = z.string().trim().min(1).max(200);
const optionalText = z.string().trim().max(200).nullable().optional();

/** `/:id` of a project. */
export const projectParam = z.object({ id });
/** `/:id/chapters/:chapterId`. */
export const chapterParam = z.object({ id, chapterId: id });
/** `/:id/blocks/:blockId`. */
export const blockParam = z.object({ id, blockId: id });
/** `/:id/conversions/:conversionId`. */
export const conversionParam = z.object({ id, conversionId: id });
/** `/:id/conversions/:conversionId/chapters/:chapterId`. */
export const conversionChapterParam = z.object({ id, conversionId: id, chapterId: id });

/** A project from pasted text: markdown headings make chapters (src/domain/project-text.ts).
 * The text's length is the project's rule (contentProblem), not the schema's, so a long one is
 * told how long it is; the body limit bounds it. */
export const createFromTextSchema = z.object({
  name,
  defaultVoiceId: id,
  text: z.string(),
  title: optionalText,
  author: optionalText,
});
export type CreateFromText = z.infer<typeof createFromTextSchema>;

export const projectUpdateSchema = z
  .object({ name, title: optionalText, author: optionalText, defaultVoiceId: id })
  .partial();

export const blockEditSchema = z.object({ parts: z.array(blockPartSchema).min(1).max(100) });

export const orderSchema = z.object({ order: z.array(id).min(1).max(10_000) });

export const convertSchema = z.object({ chapterId: id.nullable().optional() });

export const captionsFormatSchema = z.object({ as: z.enum(["srt", "vtt"]).default("srt") });
