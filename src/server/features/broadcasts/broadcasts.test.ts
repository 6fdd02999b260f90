import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestClient, uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
  testClock,
} from "../../../../tests/helpers/test-server.ts";
import type { AuditPage } from "../../../domain/admin.ts";
import type { BroadcastView } from "../../../domain/broadcasts.ts";
import { message } from "../../../domain/messages.ts";

const clock = testClock();
const MINUTE = 60_000;
let server: TestServer;
let admin: TestClient;
let user: TestClient;

beforeAll(async () => {
  server = await startTestServer({ now: clock });
  admin = server.client();
  await admin.adminSignIn(TEST_ADMIN_PASSWORD);
  user = server.client();
  await user.signUp(uniqueEmail());
});
afterAll(() => server.close());

type One = { broadcast: BroadcastView };
const current = async () =>
  (await user.json<{ broadcast: BroadcastView | null }>("/api/broadcasts/current")).body.broadcast;
const create = async (body: Record<string, unknown>) => {
  clock.advance(MINUTE);
  return admin.json<One>("/api/admin/broadcasts", { body });
};

describe("broadcasts", () => {
  it("has none at first", async () => {
    expect(await current()).toBeNull();
    const res = await admin.json<{ items: BroadcastView[] }>("/api/admin/broadcasts");
    expect(res.body.items).toEqual([]);
  });

  it("creates, lists newest first, and `current` picks the newest active", async () => {
    const first = await create({ title: "Welcome", description: "Hello all" });
    expect(first.status).toBe(201);
    expect(first.body.broadcast).toMatchObject({
      title: "Welcome",
      active: true,
      createdBy: "admin",
    });
    const second = await create({ title: "Maintenance", description: "Tonight", active: true });
    const third = await create({ title: "Draft", description: "Not yet", active: false });

    const list = await admin.json<{ items: BroadcastView[] }>("/api/admin/broadcasts");
    expect(list.body.items.map((b) => b.title)).toEqual(["Draft", "Maintenance", "Welcome"]);
    expect((await current())?.id).toBe(second.body.broadcast.id);

    // Activating the draft makes it the newest active one.
    const id = third.body.broadcast.id;
    const put = await admin.json<One>(`/api/admin/broadcasts/${id}`, {
      method: "PUT",
      body: { title: "Draft", description: "Now live", active: true },
    });
    expect(put.status).toBe(200);
    expect(put.body.broadcast).toMatchObject({ description: "Now live", active: true });
    expect((await current())?.id).toBe(id);

    const del = await admin.json(`/api/admin/broadcasts/${id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect((await current())?.id).toBe(second.body.broadcast.id);

    const audit = await admin.json<AuditPage>("/api/admin/audit");
    const actions = audit.body.items
      .filter((r) => r.action.startsWith("broadcast."))
      .map((r) => r.action);
    expect(actions).toEqual([
      "broadcast.delete",
      "broadcast.update",
      "broadcast.create",
      "broadcast.create",
      "broadcast.create",
    ]);
  });

  it("keeps markup as plain text", async () => {
    const title = "<img src=x onerror=alert(1)>";
    const res = await create({ title, description: "<script>alert(1)</script>" });
    expect(res.body.broadcast.title).toBe(title);
    expect((await current())?.title).toBe(title);
  });

  it("requires a title and a description", async () => {
    const res = await admin.json<{ error: { message: string } }>("/api/admin/broadcasts", {
      body: { title: " ", description: "x" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message("broadcastsTitleRequired"));
  });

  it("answers 404 for an unknown message and 401 to a signed-out visitor", async () => {
    const body = { title: "t", description: "d" };
    expect((await admin.json("/api/admin/broadcasts/999999", { method: "PUT", body })).status).toBe(
      404,
    );
    expect((await admin.json("/api/admin/broadcasts/999999", { method: "DELETE" })).status).toBe(
      404,
    );
    expect((await admin.json("/api/admin/broadcasts/abc", { method: "DELETE" })).status).toBe(400);
    expect((await server.client().json("/api/broadcasts/current")).status).toBe(401);
  });
});

describe("Got it", () => {
  it("hides that message for that user for good, and only for them", async () => {
    const made = await create({ title: "Eid hours", description: "Closed on Eid day." });
    const id = made.body.broadcast.id;
    const dismiss = (c: TestClient, which = id) =>
      c.json(`/api/broadcasts/${which}/dismiss`, { body: {} });
    expect((await current())?.id).toBe(id);
    expect((await dismiss(user)).status).toBe(200);
    expect(await current()).toBeNull();
    // Twice is once. Another user still sees it.
    expect((await dismiss(user)).status).toBe(200);
    const other = server.client();
    await other.signUp(uniqueEmail());
    const theirs = await other.json<{ broadcast: BroadcastView | null }>("/api/broadcasts/current");
    expect(theirs.body.broadcast?.id).toBe(id);
    // A newer message shows again.
    const newer = await create({ title: "New voices", description: "Two new voices." });
    expect((await current())?.id).toBe(newer.body.broadcast.id);
  });

  it("answers 404 for an unknown message and 401 without a session", async () => {
    expect((await user.json("/api/broadcasts/999999/dismiss", { body: {} })).status).toBe(404);
    expect((await server.client().json("/api/broadcasts/1/dismiss", { body: {} })).status).toBe(
      401,
    );
  });
});
