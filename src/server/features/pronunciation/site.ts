// The operator's site dictionary: the one row without a user, made by its first save (docs/product.md,
// "Pronunciation"); a user's rule wins over it, being applied first.
import { eq } from "drizzle-orm";
import type { PronunciationRule } from "../../../domain/pronunciation/rules.ts";
import type { AppDeps } from "../../app-env.ts";
import { pronunciationDictionaries, pronunciationVersions } from "../../db/schema.ts";
import type { Dictionaries } from "./dictionaries.ts";
import { type Alongside, checkRules, newId } from "./rows.ts";

const SITE_ID = "site";

export function createSiteDictionary(
  { db, now }: Pick<AppDeps, "db" | "now">,
  dictionaries: Pick<Dictionaries, "changeRules">,
) {
  async function siteRules(): Promise<PronunciationRule[]> {
    const [row] = await db
      .select({ rules: pronunciationVersions.rules })
      .from(pronunciationDictionaries)
      .innerJoin(
        pronunciationVersions,
        eq(pronunciationVersions.id, pronunciationDictionaries.latestVersionId),
      )
      .where(eq(pronunciationDictionaries.id, SITE_ID));
    return row?.rules ?? [];
  }

  /** The operator's rules; `alongside` (the audit row) commits with them. */
  async function setSiteRules(rules: PronunciationRule[], alongside: Alongside) {
    checkRules(rules);
    const at = now();
    const created = await db.transaction(async (tx) => {
      const versionId = newId();
      const [row] = await tx
        .insert(pronunciationDictionaries)
        .values({
          id: SITE_ID,
          userId: null,
          name: "Site",
          latestVersionId: versionId,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      await tx
        .insert(pronunciationVersions)
        .values({ id: versionId, dictionaryId: SITE_ID, rules, createdAt: at });
      await alongside(tx);
      return true;
    });
    if (!created) await dictionaries.changeRules(null, SITE_ID, () => rules, alongside);
  }

  return { siteRules, setSiteRules };
}

export type SiteDictionary = ReturnType<typeof createSiteDictionary>;
