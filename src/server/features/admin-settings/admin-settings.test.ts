import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../../tests/helpers/test-server.ts";
import { type AuditPage, DEFAULT_SUBSCRIPTION, type EnginesStatus } from "../../../domain/admin.ts";
import type { SiteSettings } from "../../../domain/settings.ts";
import type { SpeechStatusSource } from "./engines.ts";

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await admin.adminSignIn(TEST_ADMIN_PASSWORD);
});
afterAll(() => server.close());

describe("settings", () => {
  it("updates the settings; GET /api/site shows the change and the audit names the keys and wallets", async () => {
    const before = (await admin.json<SiteSettings>("/api/admin/settings")).body;
    expect(before.siteName).toBe("Awaaz");
    // A fresh install has no wallet (payments not open) until the operator saves one.
    expect(before.wallets).toEqual([]);
    const wallets = [
      { type: "JazzCash", holder: "Test Owner", number: "03119998877", primary: true },
      { type: "EasyPaisa", holder: "Test Owner", number: "03451112233", primary: false },
    ];
    const put = await admin.json<SiteSettings>("/api/admin/settings", {
      method: "PUT",
      body: { ...before, siteName: "Awaaz Studio", wallets },
    });
    expect(put.status).toBe(200);
    expect(put.body.siteName).toBe("Awaaz Studio");

    const site = await server.client().json<SiteSettings>("/api/site");
    expect(site.body.siteName).toBe("Awaaz Studio");
    expect(site.body.wallets.find((w) => w.primary)?.number).toBe("03119998877");

    const audit = await admin.json<AuditPage>("/api/admin/audit?action=settings.update");
    // Where payers send money: as it was and as it became, so the operator sees where it went.
    expect(audit.body.items[0]?.detail).toEqual({
      changed: ["siteName", "wallets"],
      wallets: { before: [], after: wallets },
    });
  });

  it("refuses a wallet of an unknown type or in the wrong format at save, saying why; nothing is dropped", async () => {
    const current = (await admin.json<SiteSettings>("/api/admin/settings")).body;
    const wallet = { type: "JazzCash", holder: "Owner", number: "0300-1234567", primary: true };
    for (const [bad, words] of [
      [{ ...wallet, type: "Bank Alfalah" }, "Choose the wallet's type"],
      [{ ...wallet, number: "12345" }, "Pakistani mobile number"],
      [{ ...wallet, type: "Bank account" }, "IBAN"],
      [wallet, "example number"],
    ] as const) {
      const res = await admin.json<{ error: { message: string } }>("/api/admin/settings", {
        method: "PUT",
        body: { ...current, wallets: [bad] },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(words);
    }
    const unchanged = (await admin.json<SiteSettings>("/api/admin/settings")).body;
    expect(unchanged.wallets).toEqual(current.wallets);

    const confirmed = await admin.json<SiteSettings>("/api/admin/settings", {
      method: "PUT",
      body: {
        ...current,
        wallets: [
          { ...wallet, confirmedExample: true },
          ...current.wallets.map((w) => ({ ...w, primary: false })),
        ],
      },
    });
    expect(confirmed.status).toBe(200);
    const site = await server.client().json<SiteSettings>("/api/site");
    expect(site.body.wallets.find((w) => w.primary)?.number).toBe("03001234567");
    await admin.json("/api/admin/settings", { method: "PUT", body: current });
  });

  it("refuses settings that break the rules", async () => {
    const current = (await admin.json<SiteSettings>("/api/admin/settings")).body;
    expect(current.wallets.length).toBeGreaterThan(1);
    const twoPrimary = current.wallets.map((w) => ({ ...w, primary: true }));
    const res = await admin.json("/api/admin/settings", {
      method: "PUT",
      body: { ...current, wallets: twoPrimary },
    });
    expect(res.status).toBe(400);
    const tz = await admin.json("/api/admin/settings", {
      method: "PUT",
      body: { ...current, timezone: "Mars/Olympus" },
    });
    expect(tz.status).toBe(400);
  });
});

describe("speech engines", () => {
  it("reports the embedded engine, and no subscription without ElevenLabs", async () => {
    const res = await admin.json<EnginesStatus>("/api/admin/settings/engines");
    expect(res.status).toBe(200);
    expect(res.body.engines.map((e) => e.id)).toContain("embedded");
    expect(res.body.subscription).toBeNull();
    expect(res.body.subscriptionIsDefault).toBe(false);
  });

  it("lists the engines and falls back to the subscription defaults on failure", async () => {
    const speech: SpeechStatusSource = {
      status: async () => ({ embedded: { ok: true }, elevenlabs: { ok: false, detail: "401" } }),
      elevenlabsSubscription: async () => {
        throw new Error("timeout");
      },
    };
    const real = server.deps.speech;
    Object.assign(server.deps, { speech });
    try {
      const res = await admin.json<EnginesStatus>("/api/admin/settings/engines");
      expect(res.body).toEqual({
        engines: [
          { id: "embedded", ok: true, detail: null },
          { id: "elevenlabs", ok: false, detail: "401" },
        ],
        subscription: DEFAULT_SUBSCRIPTION,
        subscriptionIsDefault: true,
      });
    } finally {
      Object.assign(server.deps, { speech: real });
    }
  });
});
