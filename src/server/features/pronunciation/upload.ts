// A PLS file sent as a form (ElevenLabs' add-from-file, the Pronunciation page's import): its
// name, description and rules, or a 400 naming what is wrong.
import { byKey } from "../../../domain/messages.ts";
import { MAX_DICTIONARY_BYTES } from "../../../domain/pronunciation/rules.ts";
import { ApiError } from "../../http/errors.ts";
import { rulesFromPls } from "./pls.ts";

type Form = Record<string, string | File | (string | File)[]>;

const badRequest = () => new ApiError(400, "BAD_REQUEST", byKey("httpBadRequest"));

/** The request's form; a body that is not one (broken multipart) is bad input, not a 500. */
export async function formOf(req: { parseBody(): Promise<Form> }): Promise<Form> {
  return req.parseBody().catch(() => {
    throw badRequest();
  });
}

export async function plsUpload(form: Form, fallbackName?: string) {
  const file = form.file;
  const given = typeof form.name === "string" ? form.name.trim() : "";
  const name =
    given || (file instanceof File ? file.name.replace(/\.[^.]*$/, "") : "") || fallbackName;
  if (!name || name.length > 200 || !(file instanceof File) || file.size > MAX_DICTIONARY_BYTES)
    throw badRequest();
  const description =
    typeof form.description === "string" ? form.description.slice(0, 2000) : undefined;
  return { name, description, rules: rulesFromPls(await file.text()) };
}
