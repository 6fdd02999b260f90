import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
  testClock,
} from "../../../../tests/helpers/test-server.ts";
import { AUDIT_PAGE_SIZE, type AuditPage } from "../../../domain/admin.ts";

const clock = testClock();
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ now: clock });
  admin = server.client();
  await admin.adminSignIn(TEST_ADMIN_PASSWORD);
  for (let n = 0; n < 60; n += 1) {
    clock.advance(1000);
    await server.deps.audit.record({
      action: n % 2 ? "plan.update" : "payment.approve",
      target: String(n),
      ip: "10.0.0.1",
    });
  }
});
afterAll(() => server.close());

describe("GET /api/admin/audit", () => {
  it("pages newest first and lists the distinct actions", async () => {
    const first = await admin.json<AuditPage>("/api/admin/audit");
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(61);
    expect(first.body.pageSize).toBe(AUDIT_PAGE_SIZE);
    expect(first.body.items[0]).toMatchObject({
      action: "plan.update",
      target: "59",
      ip: "10.0.0.1",
    });
    expect(first.body.actions).toEqual(["admin.sign_in", "payment.approve", "plan.update"]);
    const second = await admin.json<AuditPage>("/api/admin/audit?page=2");
    expect(second.body.items.map((r) => r.action).at(-1)).toBe("admin.sign_in");
    expect(second.body.items).toHaveLength(11);
  });

  it("filters by action", async () => {
    const res = await admin.json<AuditPage>("/api/admin/audit?action=payment.approve");
    expect(res.body.total).toBe(30);
    expect(res.body.items.every((r) => r.action === "payment.approve")).toBe(true);
    expect(res.body.items[0]?.target).toBe("58");
  });
});
