// Pronunciation dictionaries: a user's, and the operator's site dictionary (the row without a
// user), each change of rules a new version (docs/product.md, "Pronunciation"). `prepare` is what
// every place that speaks a user's text calls: the text the engine is given, mapped back to the
// written one.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { byKey } from "../../../domain/messages.ts";
import {
  type Pronounced,
  phonemeSupportOf,
  pronounce,
} from "../../../domain/pronunciation/apply.ts";
import {
  MAX_SPOKEN_TEXT,
  type PronunciationRule,
  rulesProblem,
  withoutRules,
  withRules,
} from "../../../domain/pronunciation/rules.ts";
import type { AppDeps } from "../../app-env.ts";
import type { Db } from "../../db/client.ts";
import { pronunciationDictionaries, pronunciationVersions } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { type EngineId, PAID_ENGINES } from "../../speech/index.ts";
import { LOCAL_ENGINES } from "../voices/preview.ts";

type DictionaryRow = typeof pronunciationDictionaries.$inferSelect;
type Tx = Pick<Db, "insert" | "update" | "select">;
/** What commits in the same transaction as a change (an admin's audit row). */
type Alongside = (tx: Pick<Db, "insert">) => Promise<void>;

const SITE_ID = "site";
const newId = () => randomBytes(10).toString("hex");

/** Which of a user's dictionaries a text is spoken with: all of them, or these (versions). */
export type DictionaryChoice =
  | { all: true }
  | { locators: readonly { id: string; versionId?: string | undefined }[] };

export interface DictionaryView {
  id: string;
  name: string;
  description: string | null;
  latestVersionId: string;
  rulesCount: number;
  createdAt: Date;
  archivedAt: Date | null;
}

function checkRules(rules: readonly PronunciationRule[]) {
  const problem = rulesProblem(rules);
  if (!problem) return;
  const code = problem.key === "pronunciationTooManyRules" ? "TOO_MANY_RULES" : "UNKNOWN_PHONEMES";
  throw new ApiError(400, code, byKey(problem.key, problem.values));
}

const notFound = () => new ApiError(404, "NOT_FOUND", byKey("pronunciationNotFound"));

export type PronunciationDeps = Pick<AppDeps, "db" | "now" | "speech" | "generationLimiter">;

export function createPronunciationService(deps: PronunciationDeps) {
  const { db, now } = deps;
  const view = (row: DictionaryRow, rules: readonly PronunciationRule[]): DictionaryView => ({
    id: row.id,
    name: row.name,
    description: row.description,
    latestVersionId: row.latestVersionId,
    rulesCount: rules.length,
    createdAt: row.createdAt,
    archivedAt: row.archivedAt,
  });

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
    if (!created) await changeRules(null, SITE_ID, () => rules, alongside);
  }

  /** The rules a user's text is spoken with, in order: the chosen dictionaries', then the site's. */
  async function rulesFor(userId: string, choice: DictionaryChoice) {
    const own: PronunciationRule[] = [];
    if ("all" in choice) {
      for (const d of await list(userId)) {
        own.push(...((await versionRules(d.id, d.latestVersionId)) ?? []));
      }
    } else {
      for (const locator of choice.locators) {
        const row = await ownRow(userId, locator.id);
        const rules = await versionRules(row.id, locator.versionId ?? row.latestVersionId);
        if (!rules) throw notFound();
        own.push(...rules);
      }
    }
    return [...own, ...(await siteRules())];
  }

  async function ownRow(userId: string, id: string) {
    return own(userId, id).catch(() => {
      throw new ApiError(400, "UNKNOWN_DICTIONARY", byKey("pronunciationNotFound"));
    });
  }

  /**
   * `prepare` for many texts of one user (a project's blocks): the rules read once. A block has
   * no length limit of its own (it is spoken in pieces), so the spoken length is not checked.
   */
  async function preparer(userId: string, choice: DictionaryChoice = { all: true }) {
    const rules = await rulesFor(userId, choice);
    return (text: string, engine: EngineId) => pronounce(text, rules, phonemeSupportOf(engine));
  }

  /**
   * What the engine is to say for a written text: the user's chosen dictionaries and the site's
   * applied for the engine. Refused (400, nothing charged) when the rules make it longer than
   * can be spoken. Every other place that speaks a user's text calls this; projects call `preparer`.
   */
  async function prepare(
    userId: string,
    text: string,
    engine: EngineId,
    choice: DictionaryChoice = { all: true },
  ): Promise<Pronounced> {
    const pronounced = (await preparer(userId, choice))(text, engine);
    if (pronounced.spoken.length > MAX_SPOKEN_TEXT) {
      const values = { count: pronounced.spoken.length, max: MAX_SPOKEN_TEXT };
      throw new ApiError(400, "EXPANDED_TOO_LONG", byKey("pronunciationExpandedTooLong", values));
    }
    return pronounced;
  }

  /**
   * One rule's word said by a voice of this machine, the rule applied as a generation would:
   * a preview, so not counted, but within the user's generation rate. A paid provider's voice
   * would cost the operator money, so it has none (as voice previews).
   */
  async function hear(userId: string, voiceId: string, rule: PronunciationRule) {
    checkRules([rule]);
    const voice = await deps.speech.findVoice(voiceId).catch(() => undefined);
    if (!voice || !LOCAL_ENGINES.has(voice.engine) || PAID_ENGINES.has(voice.engine))
      throw new ApiError(400, "UNKNOWN_VOICE", byKey("pronunciationHearLocalOnly"));
    if (!(await deps.generationLimiter.take(userId)))
      throw new ApiError(429, "RATE_LIMITED", byKey("generationRateLimited"));
    const { spoken } = pronounce(rule.stringToReplace, [rule], phonemeSupportOf(voice.engine));
    return deps.speech.synthesize({ voiceId: voice.id, text: spoken, format: "mp3" });
  }

  return {
    hear,
    create: (userId: string, input: Parameters<typeof create>[1]) => create(userId, input),
    get: (userId: string, id: string) => get(userId, id),
    list,
    update,
    remove,
    setRules: (userId: string, id: string, rules: PronunciationRule[]) =>
      changeRules(userId, id, () => rules),
    addRules: (userId: string, id: string, rules: PronunciationRule[]) =>
      changeRules(userId, id, (old) => withRules(old, rules)),
    removeRules: (userId: string, id: string, words: string[]) =>
      changeRules(userId, id, (old) => withoutRules(old, words)),
    rulesOfVersion,
    siteRules,
    setSiteRules,
    prepare,
    preparer,
  };
}

export type PronunciationService = ReturnType<typeof createPronunciationService>;
