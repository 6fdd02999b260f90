// Instances started at the same second must all come up on one migrated schema: on PostgreSQL the
// migrator runs under an advisory lock; embedded PGlite has one owner per data directory.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { adminDatabaseUrl } from "../../../tests/helpers/postgres-url.ts";
import { migrationsFolder, openPostgres } from "./client.ts";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const INSTANCES = 4;
const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
) as { entries: unknown[] };

describe.runIf(process.env.DATABASE_URL)("migrations on PostgreSQL", () => {
  it(`${INSTANCES} instances migrating one empty database at once end on one schema`, async () => {
    const url = process.env.DATABASE_URL ?? "";
    const name = `awaaz_migrate_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminDatabaseUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const instances = await Promise.all(
      Array.from({ length: INSTANCES }, () => openPostgres(adminDatabaseUrl(url, name))),
    );
    try {
      const results = await Promise.allSettled(instances.map((db) => db.migrate()));
      expect(results.map((r) => r.status)).toEqual(Array(INSTANCES).fill("fulfilled"));
      const check = new pg.Client({ connectionString: adminDatabaseUrl(url, name) });
      await check.connect();
      const { rows } = await check.query<{ n: number; hashes: number }>(
        "select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations",
      );
      await check.end();
      expect(rows[0]).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
      for (const db of instances) await db.ping();
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});

const run = promisify(execFile);
const lockModule = new URL("./data-dir-lock.ts", import.meta.url).pathname;
// A separate Node process that takes the lock, reports, and holds it a moment.
const contender = (dir: string) =>
  run(process.execPath, [
    "--input-type=module",
    "-e",
    `import { lockDataDir } from ${JSON.stringify(lockModule)};
     try { lockDataDir(${JSON.stringify(dir)}); console.log("owner"); }
     catch (e) { console.log(e.constructor.name); }
     await new Promise((r) => setTimeout(r, 1500));`,
  ]);

describe("the embedded database's data directory", () => {
  it(`has one owner when ${INSTANCES} processes start on it at once`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-lock-"));
    const outputs = await Promise.all(Array.from({ length: INSTANCES }, () => contender(dir)));
    const answers = outputs.map((o) => o.stdout.trim()).sort();
    expect(answers).toEqual([
      "DataDirLockedError",
      "DataDirLockedError",
      "DataDirLockedError",
      "owner",
    ]);
  }, 30_000);

  it("refuses a directory a live process holds, and takes over one a dead process left", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-lock-"));
    fs.writeFileSync(path.join(dir, "awaaz.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    const gone = await run(process.execPath, ["-e", "console.log(process.pid)"]);
    fs.writeFileSync(path.join(dir, "awaaz.lock"), gone.stdout.trim());
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "awaaz.lock"), "utf8")).toBe(
      `${process.pid} ${os.hostname()}`,
    );
    unlock();
    expect(fs.existsSync(path.join(dir, "awaaz.lock"))).toBe(false);
  });

  it("refuses a directory another machine sharing the volume holds, and names it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-lock-"));
    // The same pid as ours: on another machine it says nothing about this process.
    fs.writeFileSync(path.join(dir, "awaaz.lock"), `${process.pid} other-machine`);
    expect(() => lockDataDir(dir)).toThrow(
      /Another Awaaz process \(pid \d+ on other-machine\) is already using .*one process per data directory/,
    );
    expect(fs.readFileSync(path.join(dir, "awaaz.lock"), "utf8")).toBe(
      `${process.pid} other-machine`,
    );
  });

  it("refuses a second lock in the process that holds it, and takes over its pid's earlier life", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-lock-"));
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(fs.existsSync(path.join(dir, "awaaz.lock"))).toBe(true);
    unlock();
    // Left by an earlier process with this pid and machine (a restarted container's pid 1).
    fs.writeFileSync(path.join(dir, "awaaz.lock"), `${process.pid} ${os.hostname()}`);
    lockDataDir(dir)();
  });
});
