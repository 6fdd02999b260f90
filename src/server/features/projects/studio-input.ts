// ElevenLabs' Studio create request (multipart form) read into a project: `from_content_json`
// (chapters of blocks of text nodes, each with its voice) or `from_document` (.txt, .md, .epub).
// Fields Awaaz has no use for are ignored; those it cannot honour are refused by name.
import { z } from "zod";
import { byKey } from "../../../domain/messages.ts";
import { chaptersFromText } from "../../../domain/project-text.ts";
import {
  type ChapterInput,
  type DictionaryLocator,
  PROJECT_MAX_FILE_BYTES,
} from "../../../domain/projects.ts";
import { MAX_LOCATORS } from "../../../domain/pronunciation/rules.ts";
import { ApiError } from "../../http/errors.ts";
import { chaptersFromEpub, NotAnEpub } from "./epub.ts";
import type { CreateProjectInput, ProjectUpdate } from "./service.ts";

const node = z.object({
  type: z.string().optional(),
  text: z.string(),
  voice_id: z.string().min(1).optional(),
});
const block = z.object({
  sub_type: z.enum(["p", "h1", "h2", "h3"]).optional(),
  nodes: z.array(node),
});
const chapter = z.object({ name: z.string().trim().min(1).max(200), blocks: z.array(block) });
const contentSchema = z.array(chapter);

const bad = (detail: string) =>
  new ApiError(400, "INVALID_PROJECT", byKey("projectBadContent", { detail }));

export function chaptersFromContentJson(json: string): ChapterInput[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw bad("from_content_json is not JSON");
  }
  const parsed = contentSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw bad(`from_content_json.${issue?.path.join(".") ?? ""}: ${issue?.message ?? ""}`);
  }
  return parsed.data.map((c) => ({
    title: c.name,
    blocks: c.blocks.map((b) => ({
      kind: b.sub_type && b.sub_type !== "p" ? "heading" : "paragraph",
      parts: b.nodes.map((n) => ({ text: n.text, voiceId: n.voice_id ?? null })),
    })),
  }));
}

export async function chaptersFromDocument(file: File, untitled: string): Promise<ChapterInput[]> {
  if (file.size > PROJECT_MAX_FILE_BYTES)
    throw new ApiError(
      413,
      "FILE_TOO_LARGE",
      byKey("projectFileTooLarge", { megabytes: PROJECT_MAX_FILE_BYTES / 1024 / 1024 }),
    );
  const name = file.name.toLowerCase();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (name.endsWith(".epub")) {
    try {
      return chaptersFromEpub(bytes, untitled);
    } catch (error) {
      if (error instanceof NotAnEpub)
        throw new ApiError(400, "INVALID_DOCUMENT", byKey("projectNotEpub"));
      throw error;
    }
  }
  if (name.endsWith(".txt") || name.endsWith(".md") || name.endsWith(".markdown"))
    return chaptersFromText(new TextDecoder().decode(bytes), untitled);
  throw new ApiError(400, "UNSUPPORTED_DOCUMENT", byKey("projectFileType"));
}

const field = (form: Record<string, unknown>, name: string) => {
  const v = form[name];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : null;
};

const locatorSchema = z.object({
  pronunciation_dictionary_id: z.string().min(1),
  version_id: z.string().min(1).nullish(),
});

/**
 * `pronunciation_dictionary_locators`: a form line of JSON per dictionary, as ElevenLabs takes
 * them; none given is null (all of the user's dictionaries).
 */
export function locatorsOf(value: unknown): DictionaryLocator[] | null {
  const lines = (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === "string" && v.trim() !== "",
  );
  if (lines.length === 0) return null;
  if (lines.length > MAX_LOCATORS)
    throw bad(`pronunciation_dictionary_locators: at most ${MAX_LOCATORS}`);
  return lines.map((line) => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw bad("pronunciation_dictionary_locators: each is a JSON object");
    }
    const parsed = locatorSchema.safeParse(json);
    if (!parsed.success)
      throw bad("pronunciation_dictionary_locators: pronunciation_dictionary_id");
    const { pronunciation_dictionary_id: id, version_id } = parsed.data;
    return { id, ...(version_id ? { versionId: version_id } : {}) };
  });
}

const unsupported = (feature: string) =>
  new ApiError(400, "UNSUPPORTED", byKey("projectUnsupported", { feature }));

/** The create request as the service takes it, plus whether to convert at once. */
export async function createInputOf(
  form: Record<string, unknown>,
): Promise<{ input: CreateProjectInput; autoConvert: boolean }> {
  const name = field(form, "name");
  if (!name) throw bad("name is required");
  if (field(form, "from_url")) throw unsupported("from_url");
  const document = form.from_document;
  const json = field(form, "from_content_json");
  let chapters: ChapterInput[];
  if (document instanceof File) chapters = await chaptersFromDocument(document, name);
  else if (json) chapters = chaptersFromContentJson(json);
  else chapters = [];
  const firstVoice = chapters
    .flatMap((c) => c.blocks.flatMap((b) => b.parts))
    .find((p) => p.voiceId)?.voiceId;
  const defaultVoiceId =
    field(form, "default_paragraph_voice_id") ??
    field(form, "default_title_voice_id") ??
    firstVoice;
  if (!defaultVoiceId) throw bad("default_paragraph_voice_id is required");
  const callbackUrl = field(form, "callback_url");
  if (callbackUrl && !/^https?:\/\//i.test(callbackUrl))
    throw bad("callback_url must be an http(s) URL");
  return {
    input: {
      name: name.slice(0, 200),
      title: field(form, "title"),
      author: field(form, "author"),
      defaultVoiceId,
      callbackUrl,
      chapters,
      dictionaries: locatorsOf(form.pronunciation_dictionary_locators),
    },
    autoConvert: field(form, "auto_convert") === "true",
  };
}

const updateSchema = z.object({
  name: z.string().trim().min(1).max(200),
  default_title_voice_id: z.string().min(1),
  default_paragraph_voice_id: z.string().min(1),
  title: z.string().nullish(),
  author: z.string().nullish(),
});

/**
 * ElevenLabs' update request (JSON): the name and default voices always, title and author when
 * given. A project has one default voice, the paragraphs'; the title voice must exist but is not
 * kept. ISBN and volume normalisation (always on) are ignored, as any unknown field.
 */
export function updateInputOf(body: unknown): ProjectUpdate {
  const parsed = updateSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw bad(`${issue?.path.join(".") ?? ""}: ${issue?.message ?? ""}`);
  }
  const { name, title, author, default_title_voice_id, default_paragraph_voice_id } = parsed.data;
  const text = (v: string | null | undefined) =>
    v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim();
  return {
    name,
    defaultVoiceId: default_paragraph_voice_id,
    titleVoiceId: default_title_voice_id,
    ...(title !== undefined ? { title: text(title) ?? null } : {}),
    ...(author !== undefined ? { author: text(author) ?? null } : {}),
  };
}
