// The profile cache (embedded PGlite only): every way a profile can be written is seen at once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/helpers/test-db.ts";
import type { Database } from "../../db/client.ts";
import { profiles, user } from "../../db/schema.ts";
import { touchesProfiles } from "../../db/write-epoch.ts";
import { createProfilesService } from "./service.ts";

let database: Database;
let n = 0;
const now = () => new Date();

async function newUser() {
  n++;
  const owner = { id: `cache-user-${n}`, email: `cache-${n}@example.com` };
  await database.db.insert(user).values({ ...owner, name: "c" });
  return owner;
}

const setCount = (id: string, count: number) =>
  database.db.update(profiles).set({ voicesGenerated: count }).where(eq(profiles.userId, id));

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("profile cache", () => {
  it("serves the remembered row while the write counter stands still", async () => {
    const owner = await newUser();
    const frozen = createProfilesService(database.db, now, { current: () => 0 });
    await frozen.ensure(owner); // creates the profile; the next read is the one remembered
    expect((await frozen.ensure(owner)).voicesGenerated).toBe(0);
    await setCount(owner.id, 7);
    expect((await frozen.ensure(owner)).voicesGenerated).toBe(0);
    // Without a counter (PostgreSQL) every read goes to the database.
    expect((await createProfilesService(database.db, now).ensure(owner)).voicesGenerated).toBe(7);
  });

  describe.skipIf(process.env.DATABASE_URL)("on embedded PGlite", () => {
    const cached = () => createProfilesService(database.db, now, database.profileWrites);

    it("sees a write made through the query builder, raw SQL and a transaction", async () => {
      const owner = await newUser();
      const profilesService = cached();
      await profilesService.ensure(owner);
      await setCount(owner.id, 1);
      expect((await profilesService.ensure(owner)).voicesGenerated).toBe(1);
      await database.db.execute(
        sql`update profiles set voices_generated = 2 where user_id = ${owner.id}`,
      );
      expect((await profilesService.ensure(owner)).voicesGenerated).toBe(2);
      await database.db.transaction(async (tx) => {
        await tx.update(profiles).set({ voicesGenerated: 3 }).where(eq(profiles.userId, owner.id));
      });
      expect((await profilesService.ensure(owner)).voicesGenerated).toBe(3);
    });

    it("forgets the profile of a deleted user (the delete cascades from user)", async () => {
      const owner = await newUser();
      const profilesService = cached();
      await profilesService.ensure(owner);
      await setCount(owner.id, 5);
      expect((await profilesService.ensure(owner)).voicesGenerated).toBe(5);
      await database.db.delete(user).where(eq(user.id, owner.id));
      await database.db.insert(user).values({ ...owner, name: "again" });
      expect((await profilesService.ensure(owner)).voicesGenerated).toBe(0);
    });

    it("does not keep a read that a write overtook while it ran", async () => {
      const owner = await newUser();
      const profilesService = cached();
      await profilesService.ensure(owner);
      await setCount(owner.id, 1);
      // The read starts first and sees the old row; the write is queued behind it.
      const [during] = await Promise.all([profilesService.ensure(owner), setCount(owner.id, 9)]);
      expect(during.voicesGenerated).toBe(1);
      expect((await profilesService.ensure(owner)).voicesGenerated).toBe(9);
    });

    it("is not moved by writes to other tables", async () => {
      const before = database.profileWrites?.current();
      await database.db.execute(sql`select count(*) from profiles`);
      await database.db.execute(sql`update plans set name = name where id = -1`);
      expect(database.profileWrites?.current()).toBe(before);
    });
  });
});

describe("touchesProfiles", () => {
  it.each([
    ["select * from profiles", false],
    ['insert into "generations" ("user_id") values ($1)', false],
    ['update "profiles" set "voices_generated" = 1', true],
    ['delete from "user" where "id" = $1', true],
    ["with x as (update profiles set status = 'active') select 1", true],
    ["truncate plans cascade", true],
  ])("%s → %s", (statement, expected) => {
    expect(touchesProfiles(statement)).toBe(expected);
  });
});
