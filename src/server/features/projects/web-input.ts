// The Projects page's create requests read into a project: pasted text (markdown headings make
// chapters) or an uploaded .txt, .md or .epub. Unlike the Studio API's, a project made here must
// hold text: an empty paste or a book without chapters is refused with the rule it breaks.
import { z } from "zod";
import { byKey } from "../../../domain/messages.ts";
import { type CreateFromText, createFromTextSchema } from "../../../domain/project-requests.ts";
import { chaptersFromText } from "../../../domain/project-text.ts";
import type { ChapterInput } from "../../../domain/projects.ts";
import { ApiError } from "../../http/errors.ts";
import { checkContent } from "./convert.ts";
import type { CreateProjectInput } from "./service.ts";
import { chaptersFromDocument } from "./studio-input.ts";

type Form = Record<string, string | File | (string | File)[]>;

function inputOf(
  fields: Omit<CreateFromText, "text">,
  chapters: ChapterInput[],
): CreateProjectInput {
  // An empty list is a blank project to the service; here it is a refusal.
  checkContent(chapters);
  return {
    name: fields.name,
    title: fields.title ?? null,
    author: fields.author ?? null,
    defaultVoiceId: fields.defaultVoiceId,
    callbackUrl: null,
    chapters,
  };
}

export function textProjectInput(body: CreateFromText): CreateProjectInput {
  return inputOf(body, chaptersFromText(body.text, body.name));
}

const formFields = createFromTextSchema.omit({ text: true, name: true }).extend({
  name: z.string().trim().max(200).optional(),
});

export async function documentProjectInput(form: Form): Promise<CreateProjectInput> {
  const file = form.file;
  if (!(file instanceof File)) throw new ApiError(400, "BAD_REQUEST", byKey("projectFileMissing"));
  const fields = formFields.safeParse({
    name: typeof form.name === "string" ? form.name : undefined,
    defaultVoiceId: form.defaultVoiceId,
  });
  if (!fields.success) throw new ApiError(400, "BAD_REQUEST", byKey("httpBadRequest"));
  // Named for the file when no name is given: "my-book.epub" is "my-book".
  const name = fields.data.name || file.name.replace(/\.[^.]*$/, "").slice(0, 200) || file.name;
  const chapters = await chaptersFromDocument(file, name);
  return inputOf({ ...fields.data, name }, chapters);
}
