import { eq } from "drizzle-orm";
import {
  defaultSettings,
  type SiteSettings,
  siteSettingsSchema,
} from "../../../domain/settings.ts";
import type { Db } from "../../db/client.ts";
import { settings } from "../../db/schema.ts";

// Settings are read on most requests; a short cache keeps that off the database without letting
// an admin's change wait long to show.
const CACHE_MS = 2_000;

export function createSettingsService(db: Db) {
  let cached: { value: SiteSettings; at: number } | null = null;

  async function seed(): Promise<void> {
    await db.insert(settings).values({ id: 1, value: defaultSettings }).onConflictDoNothing();
  }

  async function get(): Promise<SiteSettings> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const [row] = await db.select().from(settings).where(eq(settings.id, 1));
    // A row written by an older version may lack newer keys: defaults fill them in.
    const parsed = siteSettingsSchema.safeParse({ ...defaultSettings, ...(row?.value ?? {}) });
    const value = parsed.success ? parsed.data : defaultSettings;
    cached = { value, at: Date.now() };
    return value;
  }

  async function update(value: SiteSettings): Promise<SiteSettings> {
    await db
      .insert(settings)
      .values({ id: 1, value })
      .onConflictDoUpdate({ target: settings.id, set: { value, updatedAt: new Date() } });
    cached = null;
    return get();
  }

  return { seed, get, update };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
