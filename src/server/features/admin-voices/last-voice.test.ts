// One voice always stays on: with none, the studio lists nothing and nobody can generate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { adminClient, signedUpUser, startPlansServer } from "../payments/test-kit.ts";
import type { AdminVoiceView } from "./service.ts";

let server: TestServer;
let admin: TestClient;
let user: TestClient;
beforeAll(async () => {
  server = await startPlansServer();
  admin = await adminClient(server);
  user = (await signedUpUser(server)).client;
});
afterAll(() => server.close());

type Answer = { voice: AdminVoiceView; error?: { code: string; message: string } };
const turn = (id: string, enabled: boolean) =>
  admin.json<Answer>(`/api/admin/voices/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: { enabled },
  });

describe("turning voices off", () => {
  it("refuses the last voice that is on, even when two admins turn off the last two at once", async () => {
    const listing = await admin.json<{ voices: AdminVoiceView[] }>("/api/admin/voices");
    const ids = listing.body.voices.map((v) => v.id);
    const [a, b, ...rest] = ids;
    if (!a || !b) throw new Error("the embedded engine has fewer than two voices");
    for (const id of rest) expect((await turn(id, false)).status).toBe(200);

    const both = await Promise.all([turn(a, false), turn(b, false)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409);
    expect(refused?.body.error).toMatchObject({
      code: "LAST_VOICE",
      message: message("voicesLastOn"),
    });
    expect((await user.json<unknown[]>("/api/voices")).body).toHaveLength(1);

    // Another voice on again lets that one go off.
    const stillOn = both[0].status === 409 ? a : b;
    expect((await turn(rest[0] ?? a, true)).status).toBe(200);
    expect((await turn(stillOn, false)).status).toBe(200);
  });
});
