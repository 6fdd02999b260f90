// For the PostgreSQL profile-cache tests: a second connection to a test file's database that can
// write where no trigger hears it and cut the instances' listening connections.
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Db } from "../../src/server/db/client.ts";
import { LISTENER_APP_NAME } from "../../src/server/db/profile-listener.ts";
import { adminDatabaseUrl } from "./postgres-url.ts";

/** The URL of the database `db` is connected to (DATABASE_URL names the server). */
export async function urlOf(db: Db): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  const { rows } = await db.execute<{ name: string }>(sql`select current_database() as name`);
  const name = rows[0]?.name;
  if (!name) throw new Error("no current database");
  return adminDatabaseUrl(url, name);
}

export async function connectPeer(db: Db) {
  const client = new pg.Client({ connectionString: await urlOf(db) });
  await client.connect();
  return {
    /** A direct UPDATE, as another program would make it: the trigger notifies as usual. */
    setCount: (userId: string, count: number) =>
      client.query("update profiles set voices_generated = $2 where user_id = $1", [userId, count]),
    /**
     * The same UPDATE with triggers off (session_replication_role): no instance is told, so an
     * instance that still answers the old value is answering from its cache.
     */
    setCountUnheard: async (userId: string, count: number) => {
      await client.query("begin");
      await client.query("set local session_replication_role = replica");
      await client.query("update profiles set voices_generated = $2 where user_id = $1", [
        userId,
        count,
      ]);
      await client.query("commit");
    },
    /**
     * Kills every listening connection to this database, then makes the UPDATE in the same
     * transaction: it commits only once they are gone, so no instance ever hears of it.
     */
    cutListenersThenSetCount: async (userId: string, count: number) => {
      await client.query("begin");
      await client.query("update profiles set voices_generated = $2 where user_id = $1", [
        userId,
        count,
      ]);
      const { rows } = await client.query<{ gone: boolean }>(
        `select pg_terminate_backend(pid, 5000) as gone from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
        [LISTENER_APP_NAME],
      );
      await client.query("commit");
      if (rows.length === 0 || !rows.every((r) => r.gone)) throw new Error("no listener was cut");
    },
    close: () => client.end(),
  };
}

/** Polls until `ready()` holds (a listener reconnecting, say), or fails after `ms`. */
export async function until(ready: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Whether the database's profile versions are followed now (PostgreSQL's listener is up). */
export function following(database: Database): () => boolean {
  const versions = database.profileVersions;
  return () =>
    "following" in versions &&
    typeof versions.following === "function" &&
    versions.following() === true;
}
