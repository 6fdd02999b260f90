// The signed-in user's pronunciation dictionaries (the Pronunciation page), and the operator's site
// dictionary in the admin area (docs/product.md, "Pronunciation").
import { Hono } from "hono";
import { textIdParam } from "../../../domain/ids.ts";
import {
  dictionaryInputSchema,
  hearRuleSchema,
  siteRulesSchema,
} from "../../../domain/pronunciation/rules.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { plsOf } from "./pls.ts";
import { formOf, plsUpload } from "./upload.ts";

const ownId = validate("param", textIdParam);

export function pronunciationRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const { pronunciation } = c.var.deps;
      const userId = c.var.user.id;
      const listed = await pronunciation.list(userId);
      const dictionaries = await Promise.all(listed.map((d) => pronunciation.get(userId, d.id)));
      return c.json({ dictionaries });
    })
    .post("/", validate("json", dictionaryInputSchema), async (c) => {
      const created = await c.var.deps.pronunciation.create(c.var.user.id, c.req.valid("json"));
      return c.json(created, 201);
    })
    .post("/import", async (c) => {
      const upload = await plsUpload(await formOf(c.req));
      const created = await c.var.deps.pronunciation.create(c.var.user.id, upload);
      return c.json(created, 201);
    })
    .post("/hear", validate("json", hearRuleSchema), async (c) => {
      const { voiceId, rule } = c.req.valid("json");
      const audio = await c.var.deps.pronunciation.hear(c.var.user.id, voiceId, rule);
      c.header("Cache-Control", "private, no-store");
      return c.body(new Uint8Array(audio.audio).buffer, 200, { "Content-Type": audio.contentType });
    })
    .put("/:id", ownId, validate("json", dictionaryInputSchema), async (c) => {
      const { pronunciation } = c.var.deps;
      const { id } = c.req.valid("param");
      const { name, rules } = c.req.valid("json");
      await pronunciation.update(c.var.user.id, id, { name });
      return c.json(await pronunciation.setRules(c.var.user.id, id, rules));
    })
    .delete("/:id", ownId, async (c) => {
      await c.var.deps.pronunciation.remove(c.var.user.id, c.req.valid("param").id);
      return c.json({ deleted: true });
    })
    .get("/:id/export", ownId, async (c) => {
      const d = await c.var.deps.pronunciation.get(c.var.user.id, c.req.valid("param").id);
      return c.body(plsOf(d.rules), 200, {
        "Content-Type": "application/pls+xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${d.id}.pls"`,
        "Cache-Control": "private, no-store",
      });
    });
}

export function adminPronunciationRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ rules: await c.var.deps.pronunciation.siteRules() }))
    .put("/", validate("json", siteRulesSchema), async (c) => {
      const { rules } = c.req.valid("json");
      await c.var.deps.pronunciation.setSiteRules(rules, (tx) =>
        c.var.deps.audit.record(
          { action: "pronunciation.site", detail: { rules: rules.length }, ip: c.var.ip },
          tx,
        ),
      );
      return c.json({ rules });
    });
}
