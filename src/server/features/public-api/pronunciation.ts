// ElevenLabs' pronunciation dictionaries (/v1/pronunciation-dictionaries), as its SDK's
// pronunciationDictionaries calls them; the key's owner's dictionaries, in the pronunciation
// service (docs/product.md, "Pronunciation").
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { byKey } from "../../../domain/messages.ts";
import type { PronunciationRule } from "../../../domain/pronunciation/rules.ts";
import { ApiError } from "../../http/errors.ts";
import { plsOf } from "../pronunciation/pls.ts";
import type { DictionaryView } from "../pronunciation/service.ts";
import { formOf, plsUpload } from "../pronunciation/upload.ts";
import type { PublicEnv } from "./auth.ts";
import { type Answer, bytesAnswer, documented, jsonAnswer, type RouteDetails } from "./openapi.ts";
import {
  addFromRulesBody,
  type elevenLabsRule,
  listDictionariesQuery,
  removeRulesBody,
  ruleOf,
  rulesBody,
  ruleView,
  updateDictionaryBody,
} from "./pronunciation-schemas.ts";
import { shapeValidator } from "./validate.ts";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function metadataView(d: DictionaryView, createdBy: string) {
  return {
    id: d.id,
    latest_version_id: d.latestVersionId,
    latest_version_rules_num: d.rulesCount,
    name: d.name,
    permission_on_resource: "admin" as const,
    created_by: createdBy,
    creation_time_unix: unix(d.createdAt),
    ...(d.archivedAt ? { archived_time_unix: unix(d.archivedAt) } : {}),
    ...(d.description !== null ? { description: d.description } : {}),
  };
}

function createdView(d: DictionaryView, createdBy: string) {
  return {
    id: d.id,
    name: d.name,
    created_by: createdBy,
    creation_time_unix: unix(d.createdAt),
    version_id: d.latestVersionId,
    version_rules_num: d.rulesCount,
    permission_on_resource: "admin" as const,
    ...(d.description !== null ? { description: d.description } : {}),
  };
}

const rulesChangedView = (d: DictionaryView) => ({
  id: d.id,
  version_id: d.latestVersionId,
  version_rules_num: d.rulesCount,
});

function rulesOf(list: z.infer<typeof elevenLabsRule>[]): PronunciationRule[] {
  for (const rule of list) {
    if (rule.type === "phoneme" && rule.alphabet.toLowerCase() !== "ipa")
      throw new ApiError(
        400,
        "PHONEME_ALPHABET",
        byKey("pronunciationAlphabet", { alphabet: rule.alphabet }),
      );
  }
  return list.map(ruleOf);
}

async function fromFile(c: Context<PublicEnv>) {
  // ElevenLabs requires the name; the file's own name is not used for it.
  const form = await formOf(c.req);
  if (typeof form.name !== "string" || form.name.trim() === "")
    throw new ApiError(400, "BAD_REQUEST", byKey("httpBadRequest"));
  const { user } = c.var.caller;
  const created = await c.var.deps.pronunciation.create(user.id, await plsUpload(form));
  return c.json(createdView(created, user.id));
}

const described = (summary: string, answer: Answer, more?: RouteDetails) =>
  documented("elevenlabs", summary, answer, more);
const created = jsonAnswer("The new dictionary and its first version");
const changed = jsonAnswer("The dictionary's new version");
const multipart = { "multipart/form-data": { schema: { type: "object" as const } } };

// What /v1/openapi.json says of each route (openapi.ts); the validators add their schemas.
const doc = {
  fromRules: described("A dictionary made from rules", created),
  fromFile: described(
    "A dictionary made from a PLS file (form: name, file, description)",
    created,
    {
      requestBody: { required: true, content: multipart },
    },
  ),
  list: described("The key owner's dictionaries, a page at a time", jsonAnswer("One page")),
  get: described("One dictionary and its rules", jsonAnswer("The dictionary")),
  update: described("Rename, describe or archive a dictionary", jsonAnswer("The dictionary")),
  pls: described(
    "A version of a dictionary as a PLS file",
    bytesAnswer("The PLS file", "application/pls+xml"),
  ),
  add: described("Add rules to a dictionary", changed),
  set: described("Replace every rule of a dictionary", changed),
  remove: described("Remove the rules for these words", changed),
};

export function pronunciationRoutes() {
  return new Hono<PublicEnv>()
    .post(
      "/pronunciation-dictionaries/add-from-rules",
      doc.fromRules,
      shapeValidator("json", addFromRulesBody),
      async (c) => {
        const body = c.req.valid("json");
        const { user } = c.var.caller;
        const created = await c.var.deps.pronunciation.create(user.id, {
          name: body.name,
          description: body.description ?? undefined,
          rules: rulesOf(body.rules),
        });
        return c.json(createdView(created, user.id));
      },
    )
    .post("/pronunciation-dictionaries/add-from-file", doc.fromFile, fromFile)
    .get(
      "/pronunciation-dictionaries",
      doc.list,
      shapeValidator("query", listDictionariesQuery),
      async (c) => {
        const q = c.req.valid("query");
        const { user } = c.var.caller;
        const all = await c.var.deps.pronunciation.list(user.id, {
          includeArchived: q.include_archived === "true",
          sort: q.sort,
          direction: q.sort_direction.toLowerCase().startsWith("asc") ? "asc" : "desc",
        });
        const from = Number(q.cursor ?? 0);
        const page = all.slice(from, from + q.page_size);
        const next = from + q.page_size < all.length ? String(from + q.page_size) : null;
        return c.json({
          pronunciation_dictionaries: page.map((d) => metadataView(d, user.id)),
          ...(next ? { next_cursor: next } : {}),
          has_more: next !== null,
        });
      },
    )
    .get("/pronunciation-dictionaries/:id", doc.get, async (c) => {
      const { user } = c.var.caller;
      const d = await c.var.deps.pronunciation.get(user.id, c.req.param("id"));
      return c.json({ ...metadataView(d, user.id), rules: d.rules.map(ruleView) });
    })
    .patch(
      "/pronunciation-dictionaries/:id",
      doc.update,
      shapeValidator("json", updateDictionaryBody),
      async (c) => {
        const { user } = c.var.caller;
        const d = await c.var.deps.pronunciation.update(
          user.id,
          c.req.param("id"),
          c.req.valid("json"),
        );
        return c.json(metadataView(d, user.id));
      },
    )
    .get("/pronunciation-dictionaries/:id/:versionId/download", doc.pls, async (c) => {
      const { user } = c.var.caller;
      const rules = await c.var.deps.pronunciation.rulesOfVersion(
        user.id,
        c.req.param("id"),
        c.req.param("versionId"),
      );
      c.header("Content-Disposition", `attachment; filename="${c.req.param("versionId")}.pls"`);
      return c.body(plsOf(rules), 200, { "Content-Type": "application/pls+xml; charset=utf-8" });
    })
    .post(
      "/pronunciation-dictionaries/:id/add-rules",
      doc.add,
      shapeValidator("json", rulesBody),
      async (c) => {
        const { user } = c.var.caller;
        const rules = rulesOf(c.req.valid("json").rules);
        const d = await c.var.deps.pronunciation.addRules(user.id, c.req.param("id"), rules);
        return c.json(rulesChangedView(d));
      },
    )
    .post(
      "/pronunciation-dictionaries/:id/set-rules",
      doc.set,
      shapeValidator("json", rulesBody),
      async (c) => {
        const { user } = c.var.caller;
        const rules = rulesOf(c.req.valid("json").rules);
        const d = await c.var.deps.pronunciation.setRules(user.id, c.req.param("id"), rules);
        return c.json(rulesChangedView(d));
      },
    )
    .post(
      "/pronunciation-dictionaries/:id/remove-rules",
      doc.remove,
      shapeValidator("json", removeRulesBody),
      async (c) => {
        const { user } = c.var.caller;
        const words = c.req.valid("json").rule_strings;
        const d = await c.var.deps.pronunciation.removeRules(user.id, c.req.param("id"), words);
        return c.json(rulesChangedView(d));
      },
    );
}
