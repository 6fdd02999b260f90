// A fresh database per test file, copied from the run's template (see tests/setup/db-template.ts).

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client.ts";
import { adminDatabaseUrl } from "./postgres-url.ts";

export async function openTestDatabase(): Promise<Database> {
  const template = inject("postgresTemplate");
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `awaaz_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminDatabaseUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openPostgres(adminDatabaseUrl(url, name));
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminDatabaseUrl(url) });
        await cleanup.connect();
        // pg's Pool.end() resolves before its sockets close; dropping with FORCE while they
        // linger kills them and their error reaches nobody. Wait for them to go first.
        for (let i = 0; i < 50; i++) {
          const { rows } = await cleanup.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const tarball = new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
  return openPglite(undefined, { loadDataDir: tarball });
}
