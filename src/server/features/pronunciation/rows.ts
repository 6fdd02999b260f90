// The rows under every dictionary, the user's and the operator's: a dictionary is a row naming
// its latest version, and each change of rules a new version row (docs/product.md,
// "Pronunciation"). The reads and writes the dictionaries, the site's rules and speaking share.
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { byKey } from "../../../domain/messages.ts";
import { type PronunciationRule, rulesProblem } from "../../../domain/pronunciation/rules.ts";
import type { AppDeps } from "../../app-env.ts";
import type { Db } from "../../db/client.ts";
import { pronunciationDictionaries, pronunciationVersions } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";

export type DictionaryRow = typeof pronunciationDictionaries.$inferSelect;
export type Tx = Pick<Db, "insert" | "update" | "select">;
/** What commits in the same transaction as a change (an admin's audit row). */
export type Alongside = (tx: Pick<Db, "insert">) => Promise<void>;

export const newId = () => randomBytes(10).toString("hex");

export interface DictionaryView {
  id: string;
  name: string;
  description: string | null;
  latestVersionId: string;
  rulesCount: number;
  createdAt: Date;
  archivedAt: Date | null;
}

export function checkRules(rules: readonly PronunciationRule[]) {
  const problem = rulesProblem(rules);
  if (!problem) return;
  const code = problem.key === "pronunciationTooManyRules" ? "TOO_MANY_RULES" : "UNKNOWN_PHONEMES";
  throw new ApiError(400, code, byKey(problem.key, problem.values));
}

export const notFound = () => new ApiError(404, "NOT_FOUND", byKey("pronunciationNotFound"));

export const view = (row: DictionaryRow, rules: readonly PronunciationRule[]): DictionaryView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  latestVersionId: row.latestVersionId,
  rulesCount: rules.length,
  createdAt: row.createdAt,
  archivedAt: row.archivedAt,
});

export function createRows({ db, now }: Pick<AppDeps, "db" | "now">) {
  /** A version's rules, or null when the dictionary has no such version. */
  async function versionRules(dictionaryId: string, versionId: string) {
    const [row] = await db
      .select({ rules: pronunciationVersions.rules })
      .from(pronunciationVersions)
      .where(
        and(
          eq(pronunciationVersions.id, versionId),
          eq(pronunciationVersions.dictionaryId, dictionaryId),
        ),
      );
    return row?.rules ?? null;
  }

  /** The dictionary `id` of this user (null: the operator's); 404 when it is not theirs. */
  async function own(userId: string | null, id: string) {
    const [row] = await db
      .select()
      .from(pronunciationDictionaries)
      .where(
        and(
          eq(pronunciationDictionaries.id, id),
          userId === null
            ? isNull(pronunciationDictionaries.userId)
            : eq(pronunciationDictionaries.userId, userId),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  async function writeVersion(tx: Tx, dictionaryId: string, rules: PronunciationRule[]) {
    const versionId = newId();
    await tx
      .insert(pronunciationVersions)
      .values({ id: versionId, dictionaryId, rules, createdAt: now() });
    return versionId;
  }

  return { versionRules, own, writeVersion };
}

export type Rows = ReturnType<typeof createRows>;
