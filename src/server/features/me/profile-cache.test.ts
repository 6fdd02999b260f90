// The profile cache: every way a profile can be written is seen by the next read, on embedded
// PGlite (statements counted) and on PostgreSQL (a trigger's notifications).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPeer, until, urlOf } from "../../../../tests/helpers/profile-peer.ts";
import { openTestDatabase } from "../../../../tests/helpers/test-db.ts";
import type { Database } from "../../db/client.ts";
import { listenForProfiles } from "../../db/profile-listener.ts";
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
  it("serves the remembered row while the version stands still", async () => {
    const owner = await newUser();
    const frozen = createProfilesService(database.db, now, { version: () => 0 });
    await frozen.ensure(owner); // creates the profile; the next read is the one remembered
    expect((await frozen.ensure(owner)).voicesGenerated).toBe(0);
    await setCount(owner.id, 7);
    expect((await frozen.ensure(owner)).voicesGenerated).toBe(0);
    // Without versions every read goes to the database; so it does while the version is unknown.
    expect((await createProfilesService(database.db, now).ensure(owner)).voicesGenerated).toBe(7);
    const unknown = createProfilesService(database.db, now, { version: () => null });
    await unknown.ensure(owner);
    await setCount(owner.id, 8);
    expect((await unknown.ensure(owner)).voicesGenerated).toBe(8);
  });

  // The database's own versions: PGlite counts statements, PostgreSQL hears its trigger.
  const cached = () => createProfilesService(database.db, now, database.profileVersions);

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

  describe.skipIf(process.env.DATABASE_URL)("on embedded PGlite", () => {
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
      const before = database.profileVersions.version("anyone");
      await database.db.execute(sql`select count(*) from profiles`);
      await database.db.execute(sql`update plans set name = name where id = -1`);
      expect(database.profileVersions.version("anyone")).toBe(before);
    });
  });

  describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL", () => {
    let peer: Awaited<ReturnType<typeof connectPeer>>;
    beforeAll(async () => {
      peer = await connectPeer(database.db);
    });
    afterAll(() => peer.close());

    /** A service over a listener of its own, remembering rows once the listener is up. */
    async function listening(retryMs = 500) {
      const listener = listenForProfiles(await urlOf(database.db), { retryMs });
      const service = createProfilesService(database.db, now, listener);
      const owner = await newUser();
      await service.ensure(owner); // connects the listener; created rows are not remembered
      await until(() => listener.following());
      await service.ensure(owner);
      return { listener, service, owner };
    }

    it("answers from memory until the trigger names the user", async () => {
      const { listener, service, owner } = await listening();
      await peer.setCountUnheard(owner.id, 4);
      expect((await service.ensure(owner)).voicesGenerated).toBe(0);
      await peer.setCount(owner.id, 6);
      expect((await service.ensure(owner)).voicesGenerated).toBe(6);
      // Another user's change leaves this one remembered.
      await setCount((await newUser()).id, 1);
      await peer.setCountUnheard(owner.id, 7);
      expect((await service.ensure(owner)).voicesGenerated).toBe(6);
      await listener.close();
    });

    it("does not keep a read of a row that a transaction changes and commits after it", async () => {
      const { listener, service, owner } = await listening();
      await peer.setCount(owner.id, 1);
      await database.db.transaction(async (tx) => {
        await tx.update(profiles).set({ voicesGenerated: 2 }).where(eq(profiles.userId, owner.id));
        // Read while the change is not committed: the old row, which must not outlive the commit.
        expect((await service.ensure(owner)).voicesGenerated).toBe(1);
      });
      expect((await service.ensure(owner)).voicesGenerated).toBe(2);
      await listener.close();
    });

    it("forgets everything when the listening connection drops, and remembers again once back", async () => {
      const { listener, service, owner } = await listening();
      await peer.setCountUnheard(owner.id, 4);
      expect((await service.ensure(owner)).voicesGenerated).toBe(0);
      // The change commits while nobody listens: no notification will ever name it.
      await peer.cutListenersThenSetCount(owner.id, 5);
      expect((await service.ensure(owner)).voicesGenerated).toBe(5);
      await until(() => !listener.following(), 1_000).catch(() => {});
      // While it is down nothing is served from memory.
      await peer.setCountUnheard(owner.id, 6);
      expect((await service.ensure(owner)).voicesGenerated).toBe(6);
      await until(() => listener.following());
      expect((await service.ensure(owner)).voicesGenerated).toBe(6);
      await peer.setCountUnheard(owner.id, 7);
      expect((await service.ensure(owner)).voicesGenerated).toBe(6);
      await listener.close();
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
