import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import type { AdminUserDetail } from "../../../domain/admin-user.ts";
import { generations } from "../../db/schema.ts";
import {
  adminClient,
  pendingPayment,
  signedUpUser,
  startPlansServer,
} from "../payments/test-kit.ts";

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startPlansServer();
  admin = await adminClient(server);
});
afterAll(() => server.close());

const detail = (id: string) => admin.json<AdminUserDetail>(`/api/admin/users/${id}`);

describe("GET /api/admin/users/:id", () => {
  it("shows the user's plan, payments, generations, sessions and the audit about them only", async () => {
    const { client, id, email } = await signedUpUser(server);
    const other = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Creator Pro");
    await admin.json(`/api/admin/payments/${payment.id}/reject`, { body: { reason: "Not seen" } });
    const otherPayment = await pendingPayment(server, other.client, "Creator Pro");
    await admin.json(`/api/admin/payments/${otherPayment.id}/approve`, { body: {} });
    await admin.json(`/api/admin/users/${id}`, {
      method: "PATCH",
      body: { status: "inactive", reason: "Chargeback" },
    });
    await server.deps.db.insert(generations).values({
      id: "gen-detail-1",
      userId: id,
      userEmail: email,
      displayName: "x",
      accountStatus: "free",
      voiceId: "bella",
      voiceName: "Bella",
      engine: "espeak",
      textLength: 5,
      textPreview: "Hello",
      audioKey: `${id}/gen-detail-1.mp3`,
      format: "mp3",
      audioSize: 100,
    });

    const res = await detail(id);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id, email, status: "inactive" });
    // Deactivated: nothing left to use, as the user's own /api/me says (docs/product.md section 4).
    expect(res.body.plan).toMatchObject({ accountStatus: "free", limit: 0, remaining: 0 });
    expect(res.body.payments).toEqual([
      expect.objectContaining({ id: payment.id, status: "rejected", tid: payment.tid }),
    ]);
    expect(res.body.generations).toEqual([
      expect.objectContaining({ id: "gen-detail-1", voiceName: "Bella", textPreview: "Hello" }),
    ]);
    expect(res.body.sessions).toHaveLength(1);
    expect(res.body.sessions[0]?.ipAddress).toBe("127.0.0.1");
    expect(res.body.audit.map((a) => [a.action, a.target])).toEqual([
      ["user.status", id],
      ["payment.reject", `payment:${payment.id}`],
    ]);
    expect(res.body.audit[0]?.detail).toMatchObject({ status: "inactive", reason: "Chargeback" });
  });

  it("answers 404 for an unknown user and 400 for a malformed id", async () => {
    expect((await detail("nobody")).status).toBe(404);
    expect((await detail("no%20body")).status).toBe(400);
  });
});
