// Migration 0012 moves the operator's voice overrides and the generations of the basic (eSpeak)
// voices from their former ids to their present ones (src/domain/basic-voices.ts), touching no
// other voice. It runs on PGlite, and on PostgreSQL when DATABASE_URL is set, as every server
// test does.
import fs from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/helpers/test-db.ts";
import { FORMER_BASIC_VOICE_IDS } from "../../domain/basic-voices.ts";
import type { Database } from "./client.ts";
import { migrationsFolder } from "./client.ts";
import { generations, user, voiceOverrides } from "./schema.ts";

const statements = fs
  .readFileSync(path.join(migrationsFolder, "0012_rename-basic-voices.sql"), "utf8")
  .split("--> statement-breakpoint");

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(user).values({ id: "u1", name: "Old user", email: "old@example.com" });
});
afterAll(() => database.close());

// In one transaction, as the migrator runs it.
async function migrate() {
  await database.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

const generation = (id: string, voiceId: string, voiceName: string) => ({
  id,
  userId: "u1",
  userEmail: "old@example.com",
  displayName: "Old user",
  accountStatus: "free",
  voiceId,
  voiceName,
  engine: "embedded",
  textLength: 5,
  textPreview: "Hello",
  audioKey: `u1/${id}.mp3`,
  format: "mp3",
  audioSize: 100,
});

const overrides = async () =>
  Object.fromEntries(
    (await database.db.select().from(voiceOverrides).orderBy(asc(voiceOverrides.voiceId))).map(
      (o) => [o.voiceId, { enabled: o.enabled, name: o.name }],
    ),
  );

const history = async () =>
  Object.fromEntries(
    (await database.db.select().from(generations)).map((g) => [g.id, [g.voiceId, g.voiceName]]),
  );

describe("migration 0012: the basic voices' present ids", () => {
  it("moves every former id's override and generations, and no other voice's", async () => {
    const former = [...FORMER_BASIC_VOICE_IDS.keys()];
    await database.db.insert(voiceOverrides).values([
      ...former.map((voiceId, i) => ({
        voiceId,
        enabled: i % 2 === 0,
        name: `Label ${voiceId}`,
      })),
      { voiceId: "piper:en_US-amy-medium", enabled: false },
      { voiceId: "el:adam", name: "Keeps its id" },
    ]);
    await database.db
      .insert(generations)
      .values([
        ...former.map((voiceId) => generation(`g-${voiceId}`, voiceId, voiceId.toUpperCase())),
        generation("g-neural", "piper:en_US-amy-medium", "Amy"),
        generation("g-eleven", "el:pNInz6obpgDQGcFmaJgB", "Adam"),
      ]);
    await migrate();

    expect(await overrides()).toEqual({
      ...Object.fromEntries(
        former.map((voiceId, i) => [
          FORMER_BASIC_VOICE_IDS.get(voiceId),
          { enabled: i % 2 === 0, name: `Label ${voiceId}` },
        ]),
      ),
      "piper:en_US-amy-medium": { enabled: false, name: null },
      "el:adam": { enabled: true, name: "Keeps its id" },
    });
    // The name each generation was made with stays: history shows what the user heard then.
    expect(await history()).toEqual({
      ...Object.fromEntries(
        former.map((voiceId) => [
          `g-${voiceId}`,
          [FORMER_BASIC_VOICE_IDS.get(voiceId), voiceId.toUpperCase()],
        ]),
      ),
      "g-neural": ["piper:en_US-amy-medium", "Amy"],
      "g-eleven": ["el:pNInz6obpgDQGcFmaJgB", "Adam"],
    });
  });

  it("keeps an override already under the present id, and changes nothing run again", async () => {
    await database.db.insert(voiceOverrides).values({ voiceId: "adam", name: "Older word" });
    await migrate();
    const after = await overrides();
    expect(after).not.toHaveProperty("adam");
    expect(after["basic-en-us-male-1"]).toEqual({ enabled: true, name: "Label adam" });
    const [before, rows] = [after, await history()];
    await migrate();
    expect(await overrides()).toEqual(before);
    expect(await history()).toEqual(rows);
  });
});
