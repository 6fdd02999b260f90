// Two instances on one PostgreSQL each keep profiles in memory: a write through either of them,
// or straight into the database, is in the other's next GET /api/me (docs/architecture.md,
// "A request").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPeer, following, until, urlOf } from "../../../../tests/helpers/profile-peer.ts";
import { TestClient, uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { type Database, openPostgres } from "../../db/client.ts";

type Me = { user: { id: string }; profile: { locale: string | null; voicesGenerated: number } };

describe.skipIf(!process.env.DATABASE_URL)("two instances on one PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  let shared: Database;
  let peer: Awaited<ReturnType<typeof connectPeer>>;
  beforeAll(async () => {
    a = await startTestServer();
    const url = await urlOf(a.deps.db);
    shared = await openPostgres(url);
    b = await startTestServer({ configure: (options) => ({ ...options, database: shared }) });
    peer = await connectPeer(a.deps.db);
  });
  afterAll(async () => {
    await peer.close();
    await b.close();
    await shared.close();
    await a.close();
  });

  /** One browser's session, sent to either instance; A already remembers its profile. */
  async function signedIn() {
    const onA = a.client();
    await onA.signUp(uniqueEmail());
    const onB = new TestClient(b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const me = async (client: TestClient) => (await client.json<Me>("/api/me")).body;
    const { user } = await me(onA);
    await until(following(a.deps.database));
    await me(onA);
    return { onA, onB, me, id: user.id };
  }

  it("shows a write through the other instance, or straight into the database, at once", async () => {
    const { onA, onB, me, id } = await signedIn();
    // A answers from memory: a change no trigger reports stays unseen...
    await peer.setCountUnheard(id, 3);
    expect((await me(onA)).profile.voicesGenerated).toBe(0);
    // ...and one that it reports is there in the next request.
    const saved = await onB.json("/api/me/locale", { method: "PUT", body: { locale: "ur" } });
    expect(saved.status).toBe(200);
    expect((await me(onA)).profile).toMatchObject({ locale: "ur", voicesGenerated: 3 });
    await peer.setCount(id, 4);
    expect((await me(onA)).profile.voicesGenerated).toBe(4);
    expect((await me(onB)).profile.voicesGenerated).toBe(4);
  });

  it("reads every profile from the database while its listening connection is down", async () => {
    const { onA, me, id } = await signedIn();
    await peer.cutListenersThenSetCount(id, 5);
    expect((await me(onA)).profile.voicesGenerated).toBe(5);
    await peer.setCountUnheard(id, 6);
    expect((await me(onA)).profile.voicesGenerated).toBe(6);
    // Back on its own, and remembering again.
    await until(following(a.deps.database));
    expect((await me(onA)).profile.voicesGenerated).toBe(6);
    await peer.setCountUnheard(id, 7);
    expect((await me(onA)).profile.voicesGenerated).toBe(6);
  });
});
