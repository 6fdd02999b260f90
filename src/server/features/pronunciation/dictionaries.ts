// A user's dictionaries (and, through `changeRules`, the operator's): made, read, listed, renamed,
// archived and deleted; each change of rules a new version, the dictionary row locked meanwhile.
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { PronunciationRule } from "../../../domain/pronunciation/rules.ts";
import type { AppDeps } from "../../app-env.ts";
import { pronunciationDictionaries, pronunciationVersions } from "../../db/schema.ts";
import { type Alongside, checkRules, newId, notFound, type Rows, view } from "./rows.ts";

export function createDictionaries({ db, now }: Pick<AppDeps, "db" | "now">, rows: Rows) {
  const { own, versionRules, writeVersion } = rows;

  async function create(
    userId: string | null,
    input: { name: string; description?: string | undefined; rules: PronunciationRule[] },
    id = newId(),
  ) {
    checkRules(input.rules);
    const at = now();
    return db.transaction(async (tx) => {
      const versionId = newId();
      const [row] = await tx
        .insert(pronunciationDictionaries)
        .values({
          id,
          userId,
          name: input.name,
          description: input.description ?? null,
          latestVersionId: versionId,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx
        .insert(pronunciationVersions)
        .values({ id: versionId, dictionaryId: id, rules: input.rules, createdAt: at });
      if (!row) throw notFound();
      return view(row, input.rules);
    });
  }

  /** The dictionary with its latest rules. */
  async function get(userId: string | null, id: string) {
    const row = await own(userId, id);
    const rules = (await versionRules(id, row.latestVersionId)) ?? [];
    return { ...view(row, rules), rules };
  }

  /** A new version from the latest rules, changed by `change`; the dictionary row locked meanwhile. */
  async function changeRules(
    userId: string | null,
    id: string,
    change: (rules: PronunciationRule[]) => PronunciationRule[],
    alongside?: Alongside,
  ) {
    await own(userId, id);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(pronunciationDictionaries)
        .where(eq(pronunciationDictionaries.id, id))
        .for("update");
      if (!row) throw notFound();
      const [latest] = await tx
        .select({ rules: pronunciationVersions.rules })
        .from(pronunciationVersions)
        .where(eq(pronunciationVersions.id, row.latestVersionId));
      const rules = change(latest?.rules ?? []);
      checkRules(rules);
      const versionId = await writeVersion(tx, id, rules);
      const [updated] = await tx
        .update(pronunciationDictionaries)
        .set({ latestVersionId: versionId, updatedAt: now() })
        .where(eq(pronunciationDictionaries.id, id))
        .returning();
      if (!updated) throw notFound();
      await alongside?.(tx);
      return view(updated, rules);
    });
  }

  async function list(
    userId: string,
    { includeArchived = false, sort = "creation_time_unix", direction = "desc" } = {},
  ) {
    const order =
      sort === "name" ? pronunciationDictionaries.name : pronunciationDictionaries.createdAt;
    const rows = await db
      .select()
      .from(pronunciationDictionaries)
      .where(
        and(
          eq(pronunciationDictionaries.userId, userId),
          includeArchived ? undefined : isNull(pronunciationDictionaries.archivedAt),
        ),
      )
      .orderBy(direction === "asc" ? asc(order) : desc(order));
    const versions =
      rows.length === 0
        ? []
        : await db
            .select({ id: pronunciationVersions.id, rules: pronunciationVersions.rules })
            .from(pronunciationVersions)
            .where(
              inArray(
                pronunciationVersions.id,
                rows.map((r) => r.latestVersionId),
              ),
            );
    const rulesOf = new Map(versions.map((v) => [v.id, v.rules]));
    return rows.map((r) => view(r, rulesOf.get(r.latestVersionId) ?? []));
  }

  async function update(
    userId: string,
    id: string,
    patch: {
      name?: string | undefined;
      description?: string | undefined;
      archived?: boolean | undefined;
    },
  ) {
    await own(userId, id);
    const [row] = await db
      .update(pronunciationDictionaries)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.archived !== undefined ? { archivedAt: patch.archived ? now() : null } : {}),
        updatedAt: now(),
      })
      .where(eq(pronunciationDictionaries.id, id))
      .returning();
    if (!row) throw notFound();
    const rules = (await versionRules(id, row.latestVersionId)) ?? [];
    return view(row, rules);
  }

  async function remove(userId: string, id: string) {
    await own(userId, id);
    await db.delete(pronunciationDictionaries).where(eq(pronunciationDictionaries.id, id));
  }

  /** A version's rules, for its download; 404 unless the dictionary is the user's. */
  async function rulesOfVersion(userId: string, id: string, versionId: string) {
    await own(userId, id);
    const rules = await versionRules(id, versionId);
    if (!rules) throw notFound();
    return rules;
  }

  return { create, get, changeRules, list, update, remove, rulesOfVersion };
}

export type Dictionaries = ReturnType<typeof createDictionaries>;
