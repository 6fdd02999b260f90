// One file holds a whole backup: the database (pg_dump's custom format for PostgreSQL, PGlite's own
// data-directory dump for the embedded one), the embedded install's auth-secret, and the audio
// files when they live in DATA_DIR. The file is a plain tar (the dumps are compressed already,
// MP3s do not compress), written and read by the system's tar. docs/operations.md, Backups.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Database, DbKind } from "../src/server/db/client.ts";
import { openPglite } from "../src/server/db/client.ts";

interface Manifest {
  format: 1;
  database: DbKind;
  createdAt: string;
  audio: boolean;
}

/** Refused for a reason the operator can act on (printed without a stack trace). */
export class BackupError extends Error {}

const DUMP = { postgres: "database.pgdump", pglite: "pglite.tar.gz" } as const;
const COPIED = ["auth-secret", "audio"];

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? new BackupError(`${command} was not found: install it (docs/operations.md, Backups)`)
          : error,
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed: ${stderr.trim()}`)),
    );
  });
}

async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-backup-"));
  try {
    return await use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

export interface BackupSource {
  database: Database;
  /** pg_dump's connection string; required when the database is PostgreSQL. */
  databaseUrl?: string;
  dataDir: string;
  /** false when audio lives in a bucket, which is backed up on its own. */
  localAudio: boolean;
}

export async function writeBackup(file: string, source: BackupSource): Promise<Manifest> {
  const { database, dataDir } = source;
  const audio = source.localAudio && !isEmptyDir(path.join(dataDir, "audio"));
  const manifest: Manifest = {
    format: 1,
    database: database.kind,
    createdAt: new Date().toISOString(),
    audio,
  };
  const out = path.resolve(file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await withTempDir(async (stage) => {
    const dump = path.join(stage, DUMP[database.kind]);
    if (database.kind === "postgres") {
      if (!source.databaseUrl) throw new BackupError("a PostgreSQL backup needs DATABASE_URL");
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${dump}`,
        `--dbname=${source.databaseUrl}`,
      ]);
    } else {
      fs.writeFileSync(dump, new Uint8Array(await (await database.dumpDataDir()).arrayBuffer()));
    }
    fs.writeFileSync(path.join(stage, "manifest.json"), JSON.stringify(manifest, null, 2));
    const extra = COPIED.filter(
      (name) =>
        (name !== "audio" || audio) &&
        (database.kind === "pglite" || name === "audio") &&
        fs.existsSync(path.join(dataDir, name)),
    );
    const tmp = `${out}.${process.pid}.tmp`;
    await run("tar", [
      "-cf",
      tmp,
      "-C",
      stage,
      "manifest.json",
      DUMP[database.kind],
      ...(extra.length > 0 ? ["-C", path.resolve(dataDir), ...extra] : []),
    ]);
    fs.renameSync(tmp, out);
  });
  return manifest;
}

export interface RestoreTarget {
  dataDir: string;
  /** The empty PostgreSQL database to restore into; PGlite in DATA_DIR/pglite when omitted. */
  databaseUrl?: string;
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return (rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const kind: DbKind = target.databaseUrl ? "postgres" : "pglite";
  const pgliteDir = path.join(target.dataDir, "pglite");
  const audioDir = path.join(target.dataDir, "audio");
  return withTempDir(async (stage) => {
    await run("tar", ["-xf", path.resolve(file), "-C", stage]);
    const manifestFile = path.join(stage, "manifest.json");
    if (!fs.existsSync(manifestFile)) throw new BackupError(`${file} is not an Awaaz backup`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
    if (manifest.database !== kind) {
      throw new BackupError(
        manifest.database === "postgres"
          ? "This backup holds a PostgreSQL database: set DATABASE_URL to an empty database."
          : "This backup holds an embedded (PGlite) database: unset DATABASE_URL and restore into an empty DATA_DIR.",
      );
    }
    const full = [
      ...(kind === "pglite" && !isEmptyDir(pgliteDir) ? [pgliteDir] : []),
      ...(manifest.audio && !isEmptyDir(audioDir) ? [audioDir] : []),
    ];
    if (target.databaseUrl && !(await postgresIsEmpty(target.databaseUrl))) {
      full.push("the database of DATABASE_URL");
    }
    if (full.length > 0) {
      throw new BackupError(
        `Restore only into an empty place: ${full.join(" and ")} already ${full.length === 1 ? "holds" : "hold"} data. ` +
          "Point DATA_DIR (or DATABASE_URL) at an empty one, or move the data away first.",
      );
    }
    const dump = path.join(stage, DUMP[kind]);
    if (target.databaseUrl) {
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        `--dbname=${target.databaseUrl}`,
        dump,
      ]);
    } else {
      const database = await openPglite(pgliteDir, {
        loadDataDir: new Blob([fs.readFileSync(dump)]),
      });
      await database.close();
    }
    for (const name of COPIED) {
      const from = path.join(stage, name);
      const to = path.join(target.dataDir, name);
      if (fs.existsSync(from) && !fs.existsSync(to)) fs.cpSync(from, to, { recursive: true });
    }
    return manifest;
  });
}
