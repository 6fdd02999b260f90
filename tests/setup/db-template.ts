// PGlite takes seconds to create: build one migrated template per test run and let every
// test file start from a copy (docs/platform-notes.md). With DATABASE_URL the template is a
// PostgreSQL database that each file clones with CREATE DATABASE ... TEMPLATE.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../src/server/db/client.ts";
import { adminDatabaseUrl, templateName } from "../helpers/postgres-url.ts";

const dir = path.resolve(".tmp");

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = templateName(process.pid);
    const admin = new pg.Client({ connectionString: adminDatabaseUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openPostgres(adminDatabaseUrl(url, name));
    await database.migrate();
    await database.close();
    project.provide("postgresTemplate", name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  fs.mkdirSync(dir, { recursive: true });
  // One file per run, so two test runs side by side never read each other's half-written copy.
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  const database = await openPglite(undefined);
  await database.migrate();
  // Uncompressed: every server test file opens a copy, and gunzipping it took a third of that.
  const dump = await database.dumpDataDir("none");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("postgresTemplate", "");
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
    pgliteTemplate: string;
  }
}
