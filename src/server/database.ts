import path from "node:path";
import { type Database, openPglite, openPostgres } from "./db/client.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import type { Env } from "./env.ts";

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (locked against a second process),
 * migrated unless `migrate` is false: a backup reads the database as the running version left it.
 */
export async function openDatabase(
  env: Env,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Database> {
  if (env.DATABASE_URL) {
    const database = await openPostgres(env.DATABASE_URL);
    if (migrate) await database.migrate();
    return database;
  }
  const unlock = lockDataDir(env.DATA_DIR);
  try {
    const database = await openPglite(path.join(env.DATA_DIR, "pglite"));
    if (migrate) await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
