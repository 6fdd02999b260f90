import { describe, expect, it } from "vitest";
import { message } from "./messages.ts";
import { defaultSettings } from "./settings-defaults.ts";
import { legacyDemo, readStoredSettings } from "./settings-stored.ts";

const wallet = { type: "JazzCash", holder: "Shop", number: "03215556677", primary: true };

describe("readStoredSettings", () => {
  it("a fresh install has no wallet, no founder and no figures shown", () => {
    const { settings, problems } = readStoredSettings(defaultSettings);
    expect(problems).toEqual([]);
    expect(settings.wallets).toEqual([]);
    expect(settings.founder.name).toBe("");
    expect(settings.socialProof.show).toBe(false);
    expect(settings.whatsappNumber).toBe("");
  });

  it("reads the example WhatsApp number earlier versions seeded as none, and keeps the operator's", () => {
    expect(readStoredSettings({ whatsappNumber: "923001234567" }).settings.whatsappNumber).toBe("");
    expect(readStoredSettings({ whatsappNumber: "923215556677" }).settings.whatsappNumber).toBe(
      "923215556677",
    );
  });

  it("checks each key on its own: a bad one takes its default, the rest keep their values", () => {
    const { settings, problems } = readStoredSettings({
      ...defaultSettings,
      siteName: "Shop Voices",
      wallets: [wallet, { ...wallet, number: "03001110000" }], // two primaries
      freeQuota: 5,
    });
    expect(settings).toMatchObject({ siteName: "Shop Voices", freeQuota: 5, wallets: [] });
    expect(problems).toEqual([{ key: "wallets", message: "Exactly one wallet must be primary" }]);
  });

  it("fills a key missing from an older row with its default, without calling it a problem", () => {
    const { socialProof: _, ...older } = defaultSettings;
    const { settings, problems } = readStoredSettings({ ...older, wallets: [wallet] });
    expect(settings.socialProof).toEqual(defaultSettings.socialProof);
    expect(settings.wallets).toEqual([wallet]);
    expect(problems).toEqual([]);
  });

  it("reads figures stored before the show switch existed as hidden", () => {
    const old = { happyCustomers: "1,200+", orders: "3,500+", voicesGenerated: "", rating: "" };
    expect(readStoredSettings({ socialProof: old }).settings.socialProof).toEqual({
      ...old,
      show: false,
    });
  });

  it("drops the example wallets and founder earlier versions seeded; another wallet becomes primary", () => {
    const own = { ...wallet, primary: false };
    const { settings, problems } = readStoredSettings({
      wallets: [
        { type: "JazzCash", holder: "Awaaz Owner", number: "03001234567", primary: true },
        own,
      ],
      founder: legacyDemo.founder,
    });
    expect(settings.wallets).toEqual([{ ...own, primary: true }]);
    expect(settings.founder).toEqual(defaultSettings.founder);
    expect(problems).toEqual([
      {
        key: "wallets",
        message: message("settingsDemoWallet", { count: 1, numbers: "03001234567" }),
      },
    ]);
  });

  it("a row that is not an object at all: every default, one problem", () => {
    const { settings, problems } = readStoredSettings("garbage");
    expect(settings).toEqual(defaultSettings);
    expect(problems).toEqual([{ key: "*", message: message("settingsNotAnObject") }]);
  });
});
