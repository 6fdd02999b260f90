// docs/product.md section 4: who may submit a payment. Payments open only once the operator has
// saved a wallet (never a default or example one), and a deactivated account is refused.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { defaultSettings, type SiteSettings } from "../../../domain/settings.ts";
import { payments, profiles, settings } from "../../db/schema.ts";
import {
  adminClient,
  buy,
  planId,
  signedUpUser,
  startPlansServer,
  TEST_WALLETS,
  uniqueTid,
} from "./test-kit.ts";

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startPlansServer({ wallets: [] });
  admin = await adminClient(server);
});
afterAll(() => server.close());

async function tryToBuy(client: TestClient) {
  return buy(client, { planId: await planId(server, "Creator Pro"), tid: uniqueTid() });
}

async function paymentsOf(userId: string) {
  return server.deps.db.select().from(payments).where(eq(payments.userId, userId));
}

/** Writes the settings row as stored, bypassing validation, as an old version or a hand edit might. */
async function storeRow(value: unknown) {
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await server.deps.db.update(settings).set({ value: json }).where(eq(settings.id, 1));
  server.deps.settings.forget();
}

describe("POST /api/payments before the operator has saved a wallet", () => {
  it("is refused with PAYMENTS_NOT_OPEN, and /api/site offers no wallet", async () => {
    const { client, id } = await signedUpUser(server);
    const res = await tryToBuy(client);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: "PAYMENTS_NOT_OPEN",
      message: message("purchaseNotOpen"),
      key: "messages.purchaseNotOpen",
    });
    expect(await paymentsOf(id)).toHaveLength(0);
    const site = await server.client().json<SiteSettings>("/api/site");
    expect(site.body.wallets).toEqual([]);
    expect(JSON.stringify(site.body)).not.toContain("03001234567");
  });

  it("opens once the admin saves a wallet, and the payment records that wallet", async () => {
    const saved = await admin.json("/api/admin/settings", {
      method: "PUT",
      body: { ...defaultSettings, wallets: TEST_WALLETS },
    });
    expect(saved.status).toBe(200);
    const { client } = await signedUpUser(server);
    const res = await tryToBuy(client);
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({
      accountType: "JazzCash",
      accountHolder: "Test Owner",
      accountNumber: "03112223344",
    });
  });
});

describe("a stored settings row that fails validation", () => {
  it("keeps the valid keys, never serves a default wallet, and closes payments", async () => {
    // Two primaries: the wallets fail; the site name and the free quota are fine.
    const bad = TEST_WALLETS.map((w) => ({ ...w, primary: true }));
    await storeRow({ ...defaultSettings, siteName: "Kept Name", freeQuota: 7, wallets: bad });
    const site = await server.client().json<SiteSettings>("/api/site");
    expect(site.body).toMatchObject({ siteName: "Kept Name", freeQuota: 7, wallets: [] });
    const { client } = await signedUpUser(server);
    expect((await tryToBuy(client)).body.error?.code).toBe("PAYMENTS_NOT_OPEN");
  });

  it("a row still holding the example wallets of earlier versions serves none of them", async () => {
    const legacy = [
      { type: "JazzCash", holder: "Awaaz Owner", number: "03001234567", primary: true },
      { type: "EasyPaisa", holder: "Awaaz Owner", number: "03451234567", primary: false },
    ];
    await storeRow({ ...defaultSettings, wallets: legacy });
    const site = await server.client().json<SiteSettings>("/api/site");
    expect(site.body.wallets).toEqual([]);
    const { client } = await signedUpUser(server);
    expect((await tryToBuy(client)).status).toBe(409);
  });
});

describe("a deactivated account", () => {
  it("is refused with 403 and the deactivated message, and nothing is recorded", async () => {
    await storeRow({ ...defaultSettings, wallets: TEST_WALLETS });
    const { client, id } = await signedUpUser(server);
    await server.deps.db
      .update(profiles)
      .set({ status: "inactive" })
      .where(eq(profiles.userId, id));
    const res = await tryToBuy(client);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: "ACCOUNT_INACTIVE",
      message: message("generationDeactivated"),
      key: "messages.generationDeactivated",
    });
    expect(await paymentsOf(id)).toHaveLength(0);
  });
});
