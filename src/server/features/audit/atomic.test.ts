// An admin change and its audit row commit together: when the trace cannot be written, the change
// is not made either, so the admin's retry after the error cannot apply it twice.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { broadcasts, plans, profiles, voiceOverrides } from "../../db/schema.ts";
import { adminClient, signedUpUser, startPlansServer } from "../payments/test-kit.ts";

let server: TestServer;
let admin: TestClient;
let record: TestServer["deps"]["audit"]["record"];
beforeAll(async () => {
  server = await startPlansServer();
  admin = await adminClient(server);
  record = server.deps.audit.record;
});
afterEach(() => {
  server.deps.audit.record = record;
});
afterAll(() => server.close());

/** The next audit write fails, as a database hiccup between two statements would. */
function auditFails() {
  server.deps.audit.record = async () => {
    throw new Error("audit log unavailable");
  };
}

async function profileOf(id: string) {
  const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.userId, id));
  return row;
}

const count = async (table: typeof plans | typeof broadcasts) =>
  (await server.deps.db.select().from(table)).length;

describe("an admin change whose audit row fails", () => {
  it("grants nothing, and the retry grants once", async () => {
    const [{ id }, control] = [await signedUpUser(server), await signedUpUser(server)];
    const before = await profileOf(id);
    const body = { generations: 50, reason: "Goodwill" };
    auditFails();
    expect((await admin.json(`/api/admin/users/${id}/grants`, { body })).status).toBe(500);
    expect(await profileOf(id)).toEqual(before);

    server.deps.audit.record = record;
    expect((await admin.json(`/api/admin/users/${id}/grants`, { body })).status).toBe(200);
    // As much as one grant gives an account like it, not two.
    await admin.json(`/api/admin/users/${control.id}/grants`, { body });
    const once = (await profileOf(control.id))?.voiceLimit;
    expect((await profileOf(id))?.voiceLimit).toBe(once);
    expect(once).not.toBe(before?.voiceLimit);
  });

  it("changes no status", async () => {
    const { id } = await signedUpUser(server);
    auditFails();
    const res = await admin.json(`/api/admin/users/${id}`, {
      method: "PATCH",
      body: { status: "inactive" },
    });
    expect(res.status).toBe(500);
    expect((await profileOf(id))?.status).toBe("active");
  });

  it("creates no plan and no broadcast", async () => {
    const plan = (await admin.json<{ plans: Record<string, unknown>[] }>("/api/admin/plans")).body
      .plans[0];
    const [planCount, broadcastCount] = [await count(plans), await count(broadcasts)];
    auditFails();
    const created = await admin.json("/api/admin/plans", { body: { ...plan, name: "Promo" } });
    expect(created.status).toBe(500);
    const broadcast = await admin.json("/api/admin/broadcasts", {
      body: { title: "Eid offer", description: "Half price this week" },
    });
    expect(broadcast.status).toBe(500);
    expect([await count(plans), await count(broadcasts)]).toEqual([planCount, broadcastCount]);
  });

  it("saves no setting", async () => {
    const current = (await admin.json<Record<string, unknown>>("/api/admin/settings")).body;
    auditFails();
    const res = await admin.json("/api/admin/settings", {
      method: "PUT",
      body: { ...current, siteName: "Renamed" },
    });
    expect(res.status).toBe(500);
    server.deps.settings.forget();
    expect((await server.deps.settings.get()).siteName).toBe(current.siteName);
  });

  it("turns no voice off", async () => {
    auditFails();
    const res = await admin.json("/api/admin/voices/basic-en-us-male-1", {
      method: "PATCH",
      body: { enabled: false },
    });
    expect(res.status).toBe(500);
    const rows = await server.deps.db
      .select()
      .from(voiceOverrides)
      .where(eq(voiceOverrides.voiceId, "basic-en-us-male-1"));
    expect(rows).toEqual([]);
  });
});
