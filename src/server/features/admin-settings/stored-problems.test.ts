// docs/product.md section 4: a stored settings row that fails validation is logged as an error
// and shown to the admin, key by key; the keys that pass keep their stored values.
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { defaultSettings } from "../../../domain/settings.ts";
import type { AdminSettingsView } from "../../../domain/settings-stored.ts";
import { settings } from "../../db/schema.ts";

const logged: { level: number; msg: string; problems?: { key: string }[] }[] = [];
const logger = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ configure: (o) => ({ ...o, logger }) });
  admin = server.client();
  await admin.adminSignIn(TEST_ADMIN_PASSWORD);
});
afterAll(() => server.close());

const wallets = [
  { type: "JazzCash", holder: "Shop Owner", number: "03215556677", primary: true },
  { type: "EasyPaisa", holder: "Shop Owner", number: "03451110000", primary: false },
];

async function storeRow(value: unknown) {
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await server.deps.db.update(settings).set({ value: json }).where(eq(settings.id, 1));
  server.deps.settings.forget();
}

describe("GET /api/admin/settings with a bad stored row", () => {
  it("names the bad keys, keeps the good ones, and logs one error", async () => {
    await storeRow({
      ...defaultSettings,
      siteName: "Shop Voices",
      wallets,
      timezone: "Mars/Olympus",
      freeQuota: -3,
    });
    const res = await admin.json<AdminSettingsView>("/api/admin/settings");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      siteName: "Shop Voices",
      wallets,
      timezone: defaultSettings.timezone,
      freeQuota: defaultSettings.freeQuota,
    });
    expect(res.body.problems.map((p) => p.key)).toEqual(["freeQuota", "timezone"]);
    // Read again: the same problems are not logged twice.
    await server.client().json("/api/site");
    server.deps.settings.forget();
    await server.client().json("/api/site");
    const errors = logged.filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.problems?.map((p) => p.key)).toEqual(["freeQuota", "timezone"]);
  });

  it("reports the example wallets of earlier versions as removed", async () => {
    const legacy = [
      { type: "JazzCash", holder: "Awaaz Owner", number: "03001234567", primary: true },
      { type: "EasyPaisa", holder: "Awaaz Owner", number: "03451234567", primary: false },
    ];
    await storeRow({ ...defaultSettings, wallets: legacy });
    const res = await admin.json<AdminSettingsView>("/api/admin/settings");
    expect(res.body.wallets).toEqual([]);
    expect(res.body.problems).toEqual([
      {
        key: "wallets",
        message: message("settingsDemoWallet", {
          count: 2,
          numbers: "03001234567, 03451234567",
        }),
      },
    ]);
  });

  it("saving corrected settings clears the problems", async () => {
    await storeRow({ ...defaultSettings, freeQuota: "many" });
    const before = await admin.json<AdminSettingsView>("/api/admin/settings");
    expect(before.body.problems).toHaveLength(1);
    const { problems: _, ...values } = before.body;
    const put = await admin.json<AdminSettingsView>("/api/admin/settings", {
      method: "PUT",
      body: { ...values, wallets },
    });
    expect(put.status).toBe(200);
    expect(put.body.problems).toEqual([]);
    expect((await admin.json<AdminSettingsView>("/api/admin/settings")).body.problems).toEqual([]);
  });
});
