import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestClient, uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../../tests/helpers/test-server.ts";
import type { AdminUserRow, AuditPage } from "../../../domain/admin.ts";
import type { Paged } from "../../../domain/keyset.ts";
import { createAdminUsersService } from "./service.ts";
import { insertUser } from "./test-fixtures.ts";

let server: TestServer;
let admin: TestClient;
const base = new Date("2026-01-01T00:00:00Z").getTime();
const minute = 60_000;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  // 45 paging users, the n-th created n minutes after base: newest is page-44.
  for (let n = 0; n < 45; n += 1) {
    await insertUser(db, {
      email: `page-${n}@paging.test`,
      createdAt: new Date(base + n * minute),
    });
  }
  const named = [
    ["ayesha.k@search.test", "Ayesha KHAN"],
    ["zeeshan@search.test", "Zee"],
    ["bilal_khan@search.test", "Bilal"],
    ["formula@search.test", '=HYPERLINK("http://evil.example","x")'],
    ["quote@search.test", 'Khan, "the" Great'],
  ] as const;
  for (const [i, [email, displayName]] of named.entries()) {
    await insertUser(db, {
      email,
      createdAt: new Date(base + (100 + i) * minute),
      profile: { displayName },
    });
  }
  admin = server.client();
  await admin.adminSignIn(TEST_ADMIN_PASSWORD);
});
afterAll(() => server.close());

const list = (q: string, page = 1) =>
  admin.json<Paged<AdminUserRow>>(`/api/admin/users?q=${encodeURIComponent(q)}&page=${page}`);

describe("GET /api/admin/users", () => {
  it("pages by 20, newest first", async () => {
    const first = await list("paging.test");
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(45);
    expect(first.body.pageSize).toBe(20);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]).toMatchObject({
      email: "page-44@paging.test",
      displayName: "page-44",
      plan: "Free",
      accountStatus: "free",
      voicesGenerated: 0,
      status: "active",
      createdAt: new Date(base + 44 * minute).toISOString(),
    });
    const third = await list("paging.test", 3);
    expect(third.body.items.map((u) => u.email)).toEqual(
      [4, 3, 2, 1, 0].map((n) => `page-${n}@paging.test`),
    );
    expect(third.body.next).toBeNull();
    expect((await list("paging.test", 4)).body.items).toEqual([]);
    // By cursor: the page after the first page's last row is page 2, and so on to the end.
    const byCursor = (after: string | null, page: number) =>
      admin.json<Paged<AdminUserRow>>(
        `/api/admin/users?q=paging.test&page=${page}&after=${encodeURIComponent(after ?? "")}`,
      );
    const second = await byCursor(first.body.next, 2);
    expect(second.body).toEqual((await list("paging.test", 2)).body);
    expect((await byCursor(second.body.next, 3)).body).toEqual(third.body);
  });

  it("searches email and display name, case-insensitively, as substrings", async () => {
    const emails = async (q: string) => (await list(q)).body.items.map((u) => u.email).sort();
    const check = async () => {
      expect(await emails("KHAN")).toEqual([
        "ayesha.k@search.test",
        "bilal_khan@search.test",
        "quote@search.test",
      ]);
      expect(await emails("zee")).toEqual(["zeeshan@search.test"]);
      expect(await emails("hyperlink")).toEqual(["formula@search.test"]);
      // The admin's _ and % are characters, not wildcards.
      expect(await emails("l_k")).toEqual(["bilal_khan@search.test"]);
      expect(await emails("%")).toEqual([]);
      expect(await emails("Zé")).toEqual([]);
      expect((await list("")).body.total).toBe(50);
      const third = await list("paging", 3);
      expect(third.body.total).toBe(45);
      expect(third.body.items.map((u) => u.email)).toEqual(
        [4, 3, 2, 1, 0].map((n) => `page-${n}@paging.test`),
      );
    };
    // Without statistics every term goes through the trigram indexes; with them, a term most
    // users match is found by walking the users newest first. Both must give the same answers.
    await check();
    await server.deps.db.execute(sql`analyze`);
    await check();
  });

  it("refuses a bad page", async () => {
    expect((await admin.json("/api/admin/users?page=0")).status).toBe(400);
    expect((await admin.json("/api/admin/users?page=x")).status).toBe(400);
  });
});

describe("GET /api/admin/users/export.csv", () => {
  it("exports the filtered list with quoting and without live formulas", async () => {
    const res = await admin.request("/api/admin/users/export.csv?q=search.test");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="users-/);
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Email,Display name,Plan,Account status,Generations used,Status,Joined");
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      `quote@search.test,"Khan, ""the"" Great",Free,free,0,active,${new Date(base + 104 * minute).toISOString()}`,
    );
    expect(lines[2]).toMatch(
      /^formula@search\.test,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",/,
    );
  });

  it("streams every row of a long list", async () => {
    const text = await (await admin.request("/api/admin/users/export.csv")).text();
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(51);
  });

  it("walks batches without losing or repeating rows on ties and microseconds", async () => {
    const { db } = server.deps;
    const tie = new Date(base + 50 * minute);
    for (let n = 0; n < 3; n += 1)
      await insertUser(db, { email: `tie-${n}@x.test`, createdAt: tie });
    // PostgreSQL keeps microseconds that a JS Date cannot carry back as a cursor.
    await db.execute(
      sql`update "user" set created_at = created_at + interval '0.000123 seconds' where email = 'page-7@paging.test'`,
    );
    const exported: string[] = [];
    for await (const batch of createAdminUsersService(server.deps).exportAll("", 7)) {
      exported.push(...batch.map((u) => u.email));
    }
    const all = await list("");
    expect(exported).toHaveLength(all.body.total);
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported.slice(0, 20)).toEqual(all.body.items.map((u) => u.email));
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("deactivates at once: /api/me shows remaining 0 and limit 0; activation restores", async () => {
    const user = server.client();
    await user.signUp(uniqueEmail());
    const me = await user.json<{ user: { id: string }; profile: { remaining: number } }>("/api/me");
    expect(me.body.profile.remaining).toBe(2);
    const id = me.body.user.id;

    const off = await admin.json<{ user: AdminUserRow }>(`/api/admin/users/${id}`, {
      method: "PATCH",
      body: { status: "inactive" },
    });
    expect(off.status).toBe(200);
    expect(off.body.user).toMatchObject({ id, status: "inactive" });
    const after = await user.json<{ profile: Record<string, unknown> }>("/api/me");
    expect(after.body.profile).toMatchObject({
      status: "inactive",
      isActive: false,
      remaining: 0,
      limit: 0,
    });

    await admin.json(`/api/admin/users/${id}`, { method: "PATCH", body: { status: "active" } });
    const back = await user.json<{ profile: Record<string, unknown> }>("/api/me");
    expect(back.body.profile).toMatchObject({ status: "active", remaining: 2, limit: 2 });

    const audit = await admin.json<AuditPage>("/api/admin/audit?action=user.status");
    const mine = audit.body.items.filter((r) => r.target === id).map((r) => r.detail?.status);
    expect(mine).toEqual(["active", "inactive"]);
  });

  it("works for a user who never opened the dashboard (no profile yet)", async () => {
    const id = await insertUser(server.deps.db, {
      email: uniqueEmail(),
      createdAt: new Date(),
      profile: null,
    });
    const res = await admin.json<{ user: AdminUserRow }>(`/api/admin/users/${id}`, {
      method: "PATCH",
      body: { status: "inactive" },
    });
    expect(res.body.user.status).toBe("inactive");
  });

  it("answers 404 for an unknown user and 400 for an unknown status", async () => {
    const missing = await admin.json("/api/admin/users/nobody", {
      method: "PATCH",
      body: { status: "inactive" },
    });
    expect(missing.status).toBe(404);
    const bad = await admin.json("/api/admin/users/nobody", {
      method: "PATCH",
      body: { status: "banned" },
    });
    expect(bad.status).toBe(400);
  });
});
