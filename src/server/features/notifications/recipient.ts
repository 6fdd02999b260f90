// The language a user is written to in (docs/i18n.md): their profile's choice; before any (a new
// account's verification mail), the language of the request that asked for it (the web sends the
// page's as Accept-Language); else English.
import { eq } from "drizzle-orm";
import { acceptLanguageLocale, type Locale } from "../../../domain/i18n/locales.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";

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
