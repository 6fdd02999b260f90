import { Hono } from "hono";
import { z } from "zod";
import { contactFormSchema, contactReplySchema } from "../../../domain/contact.ts";
import { serialIdParam as idParam, serialIdSchema } from "../../../domain/ids.ts";
import { byKey } from "../../../domain/messages.ts";
import type { AppEnv } from "../../app-env.ts";
import { notFound } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";

const messageNotFound = byKey("contactNotFound");

/** Anyone, signed in or not: the contact form. */
export function contactRoutes() {
  return new Hono<AppEnv>().post("/", validate("json", contactFormSchema), async (c) => {
    await c.var.deps.contact.send(c.req.valid("json"), c.var.ip);
    return c.json({ ok: true }, 201);
  });
}

const pageQuery = z.object({
  before: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(serialIdSchema)
    .optional(),
});

/** The admin's Messages inbox. */
export function adminMessagesRoutes() {
  return new Hono<AppEnv>()
    .get("/", validate("query", pageQuery), async (c) =>
      c.json(await c.var.deps.contact.list(c.req.valid("query").before)),
    )
    .get("/unread", async (c) => c.json({ unread: await c.var.deps.contact.unread() }))
    .post("/:id/read", validate("param", idParam), async (c) => {
      const message = await c.var.deps.contact.markRead(c.req.valid("param").id);
      return message ? c.json({ message }) : notFound(c, messageNotFound);
    })
    .post(
      "/:id/reply",
      validate("param", idParam),
      validate("json", contactReplySchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const message = await c.var.deps.contact.reply(id, c.req.valid("json").text, c.var.ip);
        return message ? c.json({ message }) : notFound(c, messageNotFound);
      },
    );
}
