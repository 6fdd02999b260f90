// Counts the writes that could change a profile, for caches that are safe only while this
// process owns the database (embedded PGlite: one owner, every statement passes through here).
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { ProfileVersions } from "./profile-versions.ts";

// A profile changes through its own table, or through "user" (a deleted user's profile goes with
// it). Statements other than plain INSERT/UPDATE/DELETE (DDL, TRUNCATE, COPY, …) count as well.
const READ = /^\s*select\b/i;
const PLAIN_WRITE = /^\s*(insert|update|delete)\b/i;
const PROFILE_TABLES = /\b(profiles|user)\b/i;

export function touchesProfiles(sql: string): boolean {
  if (READ.test(sql)) return false;
  return !PLAIN_WRITE.test(sql) || PROFILE_TABLES.test(sql);
}

/**
 * The client with its statements counted. Methods are bound to the real client (its private
 * state does not follow a proxy), and a transaction counts again when it ends, so a read that
 * ran while it was open is never taken for the committed state.
 */
export function countWrites(client: PGlite): { client: PGlite; versions: ProfileVersions } {
  let epoch = 0;
  const note = (sql: string) => {
    if (touchesProfiles(sql)) epoch++;
  };
  const wrapTx = (tx: Transaction): Transaction => ({
    ...tx,
    query: (sql, params, options) => {
      note(sql);
      return tx.query(sql, params, options);
    },
    exec: (sql, options) => {
      note(sql);
      return tx.exec(sql, options);
    },
    get closed() {
      return tx.closed;
    },
  });
  const wrapped = new Proxy(client, {
    get(target, key) {
      if (key === "query") {
        return (sql: string, ...rest: unknown[]) => {
          note(sql);
          return (target.query as (...a: unknown[]) => unknown)(sql, ...rest);
        };
      }
      if (key === "exec") {
        return (sql: string, ...rest: unknown[]) => {
          note(sql);
          return (target.exec as (...a: unknown[]) => unknown)(sql, ...rest);
        };
      }
      if (key === "transaction") {
        return async <T>(run: (tx: Transaction) => Promise<T>) => {
          try {
            return await target.transaction((tx) => run(wrapTx(tx)));
          } finally {
            epoch++;
          }
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  // One counter for every user: it moves on every statement that may have changed any profile.
  return { client: wrapped, versions: { version: () => epoch } };
}
