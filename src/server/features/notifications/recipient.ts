// The language a user is written to in (docs/i18n.md): their profile's choice; before any (a new
// account's verification mail), the language of the request that asked for it (the web sends the
// page's as Accept-Language); else English.
import { eq } from "drizzle-orm";
import { acceptLanguageLocale, type Locale } from "../../../domain/i18n/locales.ts";
import type { Db } from "../../db/client.ts";
import { profiles, user } from "../../db/schema.ts";

export async function recipientLocale(
  db: Pick<Db, "select">,
  userId: string,
  request?: Request,
): Promise<Locale> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.locale ?? acceptLanguageLocale(request?.headers.get("accept-language"));
}

/**
 * Where a user's mail goes: the account's address now. A record's copy of it (a payment's) is
 * what it was then, and the user may have changed it since (docs/product.md, "Your account").
 */
export async function recipientEmail(
  db: Pick<Db, "select">,
  userId: string,
): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}
