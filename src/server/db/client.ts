// One Drizzle handle over either embedded PGlite (the default) or a PostgreSQL server.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Db as IDatabase } from "pg-boss";
import { fromPglite } from "pg-boss/dist/adapters/pglite.js";
import { listenForProfiles } from "./profile-listener.ts";
import type { ProfileVersions } from "./profile-versions.ts";
import * as schema from "./schema.ts";
import { countWrites } from "./write-epoch.ts";

export type Db = NodePgDatabase<typeof schema>;
/** The transaction `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /**
   * Lets a cache see when a profile may have changed: on PGlite the statements that pass through
   * this process (the only writer), on PostgreSQL the notifications every writer's trigger sends.
   */
  profileVersions: ProfileVersions;
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /** How the job queue (pg-boss) reaches this database: PGlite's own connection, or a URL. */
  queue: QueueConnection;
  /**
   * PGlite only: the whole database as a tarball, gzipped unless asked otherwise (a test
   * template, read back at once, opens a third faster unzipped).
   */
  dumpDataDir(compression?: "gzip" | "none"): Promise<Blob>;
  close(): Promise<void>;
}

export type QueueConnection =
  | { db: IDatabase; backend: "pglite" }
  | { connectionString: string; backend: "postgres" };

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const raw = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const { client, versions } = countWrites(raw);
  // Both drivers expose the same query builder; only their result wrapper type differs.
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    profileVersions: versions,
    ping: async () => {
      await client.query("select 1");
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    queue: { db: fromPglite(raw), backend: "pglite" },
    dumpDataDir: async (compression = "gzip") => client.dumpDataDir(compression),
    close: async () => {
      await client.close();
    },
  };
}

/** The advisory lock every instance takes around its migrations (any fixed 64-bit number). */
export const MIGRATION_LOCK_KEY = 7_254_014_352_000_001n;

// Instances started together would each run the migrator at once: two `CREATE SCHEMA` or two
// inserts of the same migration race and one instance dies, or the schema is built twice. The
// lock makes them queue; each next one finds the work done and applies nothing. It is a session
// lock, held on one connection of the pool for the whole run and released when it ends.
async function migrateLocked(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      await run();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  const listener = listenForProfiles(url);
  return {
    db,
    kind: "postgres",
    profileVersions: listener,
    ping: async () => {
      await pool.query("select 1");
    },
    migrate: () => migrateLocked(pool, () => migratePg(db, { migrationsFolder })),
    queue: { connectionString: url, backend: "postgres" },
    dumpDataDir: () => Promise.reject(new Error("dumpDataDir is PGlite only")),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
