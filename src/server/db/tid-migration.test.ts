// Migration 0011 recomputes every payment's tid_normalized under the letters-and-digits rule
// (docs/product.md section 3) on a database whose rows collide under it, keeping every row.
// It runs on PGlite, and on PostgreSQL when DATABASE_URL is set, as every server test does.
import fs from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/helpers/test-db.ts";
import { normalizeTid } from "../../domain/payments.ts";
import type { Database } from "./client.ts";
import { migrationsFolder } from "./client.ts";
import { payments } from "./schema.ts";

const statements = fs
  .readFileSync(path.join(migrationsFolder, "0011_tid-letters-digits.sql"), "utf8")
  .split("--> statement-breakpoint");

// What earlier versions stored: trimmed, spaces removed, case-folded; dashes kept.
const oldRule = (tid: string) => tid.trim().replace(/\s+/g, "").toLowerCase();

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function insert(rows: { tid: string; minute: number }[], normalize = oldRule) {
  const inserted = await database.db
    .insert(payments)
    .values(
      rows.map(({ tid, minute }) => ({
        userId: null,
        userEmail: "old@example.com",
        plan: "Creator Pro",
        planDuration: "7 Days",
        planDays: 7,
        voiceLimit: 20,
        amount: 200,
        billingCycle: "monthly" as const,
        tid,
        tidNormalized: normalize(tid),
        accountType: "JazzCash",
        accountHolder: "Owner",
        accountNumber: "03001234567",
        status: "approved" as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
      })),
    )
    .returning({ id: payments.id, tid: payments.tid });
  return Object.fromEntries(inserted.map((r) => [r.tid, r.id]));
}

// In one transaction, as the migrator runs it.
async function migrate() {
  await database.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

async function stored() {
  const rows = await database.db
    .select({ id: payments.id, tid: payments.tid, norm: payments.tidNormalized })
    .from(payments)
    .orderBy(asc(payments.id));
  return Object.fromEntries(rows.map((r) => [r.tid, r.norm]));
}

describe("migration 0011: tid_normalized keeps letters and digits", () => {
  it("keeps every row: the oldest of a colliding group takes the value, later ones their own", async () => {
    // Inserted out of age order: the newest row already holds the plain value, which the
    // oldest must take from it without tripping the unique index on the way.
    const ids = await insert([
      { tid: "QQ123456", minute: 9 },
      { tid: "T-X-1234-5678", minute: 3 },
      { tid: "TX12345678", minute: 1 },
      { tid: "tx-12345678", minute: 2 },
      { tid: "QQ-123456", minute: 5 },
      { tid: "AB-99999", minute: 4 },
      { tid: "ZZ777777", minute: 6 },
    ]);
    await migrate();
    expect(await stored()).toEqual({
      TX12345678: "tx12345678",
      "tx-12345678": `tx12345678#${ids["tx-12345678"]}`,
      "T-X-1234-5678": `tx12345678#${ids["T-X-1234-5678"]}`,
      "QQ-123456": "qq123456",
      QQ123456: `qq123456#${ids.QQ123456}`,
      "AB-99999": "ab99999",
      ZZ777777: "zz777777",
    });
    // Another spelling, stored as the server now stores it, meets the kept row's value.
    await expect(insert([{ tid: "t-x-1234-56-78", minute: 10 }], normalizeTid)).rejects.toThrow();
  });

  it("moves the search's trigram index to tid_normalized where pg_trgm exists", async () => {
    const { rows } = (await database.db.execute(sql`
      select exists (select 1 from pg_extension where extname = 'pg_trgm') as trgm,
        array(select indexname::text from pg_indexes where tablename = 'payments' order by 1) as names
    `)) as unknown as { rows: { trgm: boolean; names: string[] }[] };
    const [found] = rows;
    expect(found?.names).not.toContain("payments_tid_trgm_idx");
    if (found?.trgm) expect(found.names).toContain("payments_tid_normalized_trgm_idx");
  });

  it("leaves a migrated table as it is when run again", async () => {
    const before = await stored();
    await migrate();
    expect(await stored()).toEqual(before);
  });
});
