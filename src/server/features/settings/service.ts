import { eq } from "drizzle-orm";
import { defaultSettings, type SiteSettings } from "../../../domain/settings.ts";
import { readStoredSettings, type StoredSettings } from "../../../domain/settings-stored.ts";
import type { Db } from "../../db/client.ts";
import { settings } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";

// Settings are read on most requests; a short cache keeps that off the database without letting
// an admin's change wait long to show.
const CACHE_MS = 2_000;

export function createSettingsService(db: Db, logger: Logger) {
  let cached: { value: StoredSettings; at: number } | null = null;
  // The read under way: when the cache runs out under load, every request in that moment would
  // otherwise read and validate the row itself (up to one per open connection).
  let loading: Promise<StoredSettings> | null = null;
  // Logged when they change, not on every read of a row that stays bad.
  let loggedProblems = "[]";

  async function seed(): Promise<void> {
    await db.insert(settings).values({ id: 1, value: defaultSettings }).onConflictDoNothing();
  }

  /** The settings and what of the stored row could not be used (docs/product.md section 4). */
  async function read(): Promise<StoredSettings> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    if (!loading) {
      const mine = load().finally(() => {
        if (loading === mine) loading = null;
      });
      loading = mine;
    }
    return loading;
  }

  async function load(): Promise<StoredSettings> {
    const [row] = await db.select().from(settings).where(eq(settings.id, 1));
    const value = readStoredSettings(row?.value);
    const problems = JSON.stringify(value.problems);
    if (problems !== loggedProblems) {
      loggedProblems = problems;
      if (value.problems.length > 0) {
        logger.error(
          { problems: value.problems },
          "stored settings failed validation: those keys use their defaults until the admin saves them",
        );
      }
    }
    cached = { value, at: Date.now() };
    return value;
  }

  async function get(): Promise<SiteSettings> {
    return (await read()).settings;
  }

  /** `alongside` runs in the same transaction: the admin's audit row, committed with the change. */
  async function update(
    value: SiteSettings,
    alongside?: (tx: Pick<Db, "insert">) => Promise<void>,
  ): Promise<StoredSettings> {
    await db.transaction(async (tx) => {
      await tx
        .insert(settings)
        .values({ id: 1, value })
        .onConflictDoUpdate({ target: settings.id, set: { value, updatedAt: new Date() } });
      await alongside?.(tx);
    });
    cached = null;
    loading = null;
    return read();
  }

  /** The next read goes to the database: for a row written around update() (a restore, a test). */
  function forget(): void {
    cached = null;
    loading = null;
  }

  return { seed, get, read, update, forget };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
