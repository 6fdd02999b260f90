// The admin lists' totals and keyset pages (db/paging.ts), through the audit log's list: a
// thousand-odd rows made in one statement share one created_at, so only the id orders them.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../tests/helpers/test-server.ts";
import { AUDIT_PAGE_SIZE, type AuditPage } from "../../domain/admin.ts";
import { EXACT_COUNT_LIMIT } from "./paging.ts";

const ROWS = EXACT_COUNT_LIMIT + 30;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await admin.adminSignIn(TEST_ADMIN_PASSWORD);
  await server.deps.db.execute(sql`
    insert into audit_log (action, target, created_at)
    select case when g % 100 = 0 then 'rare.action' else 'bulk.action' end, 'row ' || g,
      timestamptz '2026-01-01 00:00:00.123456+00'
    from generate_series(1, ${ROWS}) as g`);
});
afterAll(() => server.close());

const page = (query: string) => admin.json<AuditPage>(`/api/admin/audit?${query}`);

describe("admin list paging", () => {
  it("counts up to the limit exactly, and estimates past it", async () => {
    const rare = await page("action=rare.action&page=2");
    expect(rare.body).toMatchObject({ total: Math.floor(ROWS / 100), totalEstimated: false });
    // Admin sign-in's own entry is in the log too.
    const all = await page("page=2");
    expect(all.body.totalEstimated).toBe(true);
    expect(all.body.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });

  it("walks every row once by cursor, on ties of created_at to the microsecond", async () => {
    const seen: string[] = [];
    let res = await page("action=bulk.action");
    for (let n = 1; ; n += 1) {
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((r) => r.target ?? ""));
      const next = res.body.next;
      if (!next) break;
      expect(res.body.items).toHaveLength(AUDIT_PAGE_SIZE);
      res = await page(`action=bulk.action&page=${n + 1}&after=${encodeURIComponent(next)}`);
    }
    const bulk = ROWS - Math.floor(ROWS / 100);
    expect(seen).toHaveLength(bulk);
    expect(new Set(seen).size).toBe(bulk);
    // Newest first: on equal times, the higher id (inserted later) first.
    expect(seen[0]).toBe(`row ${ROWS - (ROWS % 100 === 0 ? 1 : 0)}`);
  });

  it("gives the same rows for a page by offset and by cursor", async () => {
    const first = await page("action=bulk.action");
    const byOffset = await page("action=bulk.action&page=2");
    const byCursor = await page(
      `action=bulk.action&page=2&after=${encodeURIComponent(first.body.next ?? "")}`,
    );
    expect(byCursor.body.items).toEqual(byOffset.body.items);
    expect(byCursor.body.next).toBe(byOffset.body.next);
  });

  it("refuses a cursor it did not make", async () => {
    for (const after of ["x", "2026-01-01T00:00:00Z~1", "2026-01-01T00:00:00.000000Z~abc"]) {
      expect((await page(`after=${encodeURIComponent(after)}`)).status).toBe(400);
    }
    expect(
      (await admin.json("/api/admin/users?after=2026-01-01T00:00:00.000000Z~a%20b")).status,
    ).toBe(400);
  });
});
