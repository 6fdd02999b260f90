// Backups restore: a populated instance is backed up, restored into an empty place, and a server on
// the copy answers the same users, payments, plans, settings and audio. On PGlite, and on
// PostgreSQL when DATABASE_URL points at one (CI's second pass).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite, openPostgres } from "../src/server/db/client.ts";
import {
  adminClient,
  buy,
  planId,
  signedUpUser,
  startPlansServer,
  uniqueTid,
} from "../src/server/features/payments/test-kit.ts";
import { adminDatabaseUrl } from "../tests/helpers/postgres-url.ts";
import type { TestClient } from "../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../tests/helpers/test-server.ts";
import { BackupError, restoreBackup, writeBackup } from "./backup-archive.ts";

const postgresUrl = process.env.DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-backup-test-"));
const created: string[] = [];

/** An empty PostgreSQL database on DATABASE_URL's server, dropped after the tests. */
async function emptyPostgres(): Promise<string> {
  const name = `awaaz_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl(postgresUrl ?? "") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  return adminDatabaseUrl(postgresUrl ?? "", name);
}

let source: TestServer;
let user: { client: TestClient; email: string };
let audioUrl: string;
let file: string;

beforeAll(async () => {
  source = await startPlansServer();
  user = await signedUpUser(source);
  const generation = await user.client.json<{ generation: { audioUrl: string } }>(
    "/api/generations",
    { body: { voiceId: "basic-en-us-male-1", text: "Kept safe in a backup." } },
  );
  expect(generation.status).toBe(201);
  audioUrl = generation.body.generation.audioUrl;
  const paid = await buy(user.client, {
    planId: await planId(source, "Creator Pro"),
    billingCycle: "monthly",
    tid: uniqueTid(),
  });
  const admin = await adminClient(source);
  await admin.json(`/api/admin/payments/${paid.body.payment.id}/approve`, { body: {} });
  const settings = await admin.json<Record<string, unknown>>("/api/admin/settings");
  const { problems: _, ...saved } = settings.body;
  const put = await admin.json("/api/admin/settings", {
    method: "PUT",
    body: { ...saved, whatsappNumber: "923111234567" },
  });
  expect(put.status).toBe(200);

  file = path.join(tmp, "awaaz.backup");
  const pool: unknown = Reflect.get(source.deps.db, "$client");
  await writeBackup(file, {
    database: source.deps.database,
    ...(pool instanceof pg.Pool ? { databaseUrl: pool.options.connectionString ?? "" } : {}),
    dataDir: source.deps.env.DATA_DIR,
    localAudio: true,
  });
}, 120_000);

afterAll(async () => {
  await source?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  if (created.length === 0 || !postgresUrl) return;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl(postgresUrl) });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const sha256 = async (res: Response) =>
  createHash("sha256")
    .update(new Uint8Array(await res.arrayBuffer()))
    .digest("hex");

/** What a user and the admin see, read the same way on both instances. */
async function snapshot(server: TestServer) {
  const client = server.client();
  expect((await client.signIn(user.email)).status).toBe(200);
  const admin = await adminClient(server);
  const audio = await client.request(audioUrl);
  const part = await client.request(audioUrl, { headers: { range: "bytes=10-99" } });
  const { body: settings } = await admin.json("/api/admin/settings");
  return {
    me: (await client.json("/api/me")).body,
    payments: (await client.json("/api/payments")).body,
    history: (await client.json("/api/generations")).body,
    plans: (await client.json("/api/plans")).body,
    users: (await admin.json("/api/admin/users")).body,
    settings,
    audio: { status: audio.status, type: audio.headers.get("content-type") },
    audioBytes: await sha256(audio),
    part: { status: part.status, bytes: await sha256(part) },
  };
}

async function restoredServer(dataDir: string, database: Database) {
  return startTestServer({
    configure: (options) => ({ ...options, database, env: { ...options.env, DATA_DIR: dataDir } }),
  });
}

describe("npm run backup / npm run restore", () => {
  it("restores into an empty place an instance that answers as the original did", async () => {
    const dataDir = path.join(tmp, "restored");
    const databaseUrl = postgresUrl ? await emptyPostgres() : undefined;
    const manifest = await restoreBackup(file, {
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    expect(manifest).toMatchObject({ database: postgresUrl ? "postgres" : "pglite", audio: true });

    const database = databaseUrl
      ? await openPostgres(databaseUrl)
      : await openPglite(path.join(dataDir, "pglite"));
    const restored = await restoredServer(dataDir, database);
    try {
      const before = await snapshot(source);
      expect(before.audio).toEqual({ status: 200, type: "audio/mpeg" });
      expect(before.part.status).toBe(206);
      expect(before.me).toMatchObject({ profile: { accountStatus: "pro", plan: "Creator Pro" } });
      expect(before.settings).toMatchObject({ whatsappNumber: "923111234567" });
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.close();
      await database.close();
    }
    // Opening a restored PGlite and two admin sign-ins (800 ms each) on a busy 2-core machine.
  }, 120_000);

  it("refuses a data dir that already holds a database, and leaves it as it was", async () => {
    const dataDir = path.join(tmp, "occupied");
    fs.mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    fs.mkdirSync(path.join(dataDir, "audio"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "17");
    fs.writeFileSync(path.join(dataDir, "audio", "kept.mp3"), "kept");
    const databaseUrl = postgresUrl ? await emptyPostgres() : undefined;
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("create table kept (id int)");
      await client.end();
    }
    const attempt = restoreBackup(file, { dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(
      /Restore only into an empty place: .* already holds? data/,
    );
    expect(fs.readFileSync(path.join(dataDir, "audio", "kept.mp3"), "utf8")).toBe("kept");
    expect(fs.readdirSync(path.join(dataDir, "pglite"))).toEqual(["PG_VERSION"]);
  });
});
