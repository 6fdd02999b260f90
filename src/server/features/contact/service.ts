// The contact form and the admin's Messages inbox (docs/product.md, "Support"): a visitor's
// message is stored; the admin reads it, marks it read and, with SMTP set, answers by e-mail.
import { and, count, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { ContactForm, ContactMessageView } from "../../../domain/contact.ts";
import type { ContactTopic } from "../../../domain/contact-fields.ts";
import { byKey } from "../../../domain/messages.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages, user } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Logger } from "../../logger.ts";
import type { AuditService } from "../audit/service.ts";
import type { Mailer } from "../notifications/mailer.ts";
import type { SettingsService } from "../settings/service.ts";

/** Messages a page of the inbox shows. */
export const INBOX_PAGE = 25;

export interface ContactDeps {
  db: Db;
  now: () => Date;
  audit: AuditService;
  mailer: Mailer | null;
  logger: Logger;
  settings: SettingsService;
  contactLimiter: RateLimiter;
}

type Row = typeof contactMessages.$inferSelect;

function view(r: Row, userId: string | null): ContactMessageView {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    topic: r.topic as ContactTopic,
    message: r.message,
    userId,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}

// The first line of a message, short, for the reply's subject.
const gist = (text: string) => (text.split("\n")[0] ?? "").slice(0, 60);

export function createContactService(deps: ContactDeps) {
  const { db, now, audit } = deps;

  /** Stores a visitor's message; 429 once this client address sent its hour's share. */
  async function send(form: ContactForm, ip: string): Promise<void> {
    if (!(await deps.contactLimiter.take(ip))) {
      throw new ApiError(429, "RATE_LIMITED", byKey("contactTooMany"));
    }
    await db.insert(contactMessages).values({ ...form, ip, createdAt: now() });
  }

  // The account using the sender's address, matched as better-auth stores addresses (lower case).
  const withUser = () =>
    db
      .select({ message: contactMessages, userId: user.id })
      .from(contactMessages)
      .leftJoin(user, eq(user.email, sql`lower(${contactMessages.email})`));

  async function unread(): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(contactMessages)
      .where(isNull(contactMessages.readAt));
    return row?.n ?? 0;
  }

  /** Newest first, INBOX_PAGE at a time from before the message `before` (keyset paging). */
  async function list(before?: number) {
    const rows = await withUser()
      .where(before ? lt(contactMessages.id, before) : undefined)
      .orderBy(desc(contactMessages.id))
      .limit(INBOX_PAGE + 1);
    const items = rows.slice(0, INBOX_PAGE).map((r) => view(r.message, r.userId));
    return { items, more: rows.length > INBOX_PAGE, unread: await unread() };
  }

  async function find(id: number): Promise<ContactMessageView | null> {
    const [row] = await withUser().where(eq(contactMessages.id, id));
    return row ? view(row.message, row.userId) : null;
  }

  /** Marks a message read (a second time keeps the first moment); null when there is none. */
  async function markRead(id: number): Promise<ContactMessageView | null> {
    await db
      .update(contactMessages)
      .set({ readAt: now() })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
    return find(id);
  }

  /**
   * Mails the admin's answer to the sender, then marks the message read and replied: a failed
   * send leaves it unanswered. 409 without SMTP, 502 when the mail server refuses.
   */
  async function reply(id: number, text: string, ip: string): Promise<ContactMessageView | null> {
    if (!deps.mailer) throw new ApiError(409, "MAIL_NOT_CONFIGURED", byKey("contactNoMail"));
    const found = await find(id);
    if (!found) return null;
    const { siteName } = await deps.settings.get();
    try {
      await deps.mailer.send({
        to: found.email,
        subject: `${siteName}: Re: ${gist(found.message)}`,
        text: `${text}\n\n> ${found.message.split("\n").join("\n> ")}`,
      });
    } catch (err) {
      deps.logger.warn({ err }, "contact reply failed");
      throw new ApiError(502, "MAIL_FAILED", byKey("contactReplyFailed"));
    }
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .update(contactMessages)
        .set({ repliedAt: at, readAt: found.readAt ? new Date(found.readAt) : at })
        .where(eq(contactMessages.id, id));
      await audit.record(
        { action: "contact.reply", target: String(id), detail: { email: found.email }, ip },
        tx,
      );
    });
    return find(id);
  }

  return { send, list, unread, markRead, reply };
}

export type ContactService = ReturnType<typeof createContactService>;
