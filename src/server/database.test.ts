// Opening the configured database: migrated for the server, as it is for a backup.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { parseEnv } from "./env.ts";

const hasProfiles = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const { rows } = (await database.db.execute(
    sql`select to_regclass('public.profiles') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  return rows[0]?.present;
};

describe("openDatabase (embedded)", () => {
  it("leaves the schema as it is when asked not to migrate, and migrates by default", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-open-"));
    const env = parseEnv({ DATA_DIR: dataDir });
    const untouched = await openDatabase(env, { migrate: false });
    expect(await hasProfiles(untouched)).toBe(false);
    await untouched.close();
    const migrated = await openDatabase(env);
    expect(await hasProfiles(migrated)).toBe(true);
    await migrated.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
