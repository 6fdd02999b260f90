import { describe, expect, it } from "vitest";
import { defaultSettings, siteSettingsInputSchema } from "./settings.ts";
import { readStoredSettings } from "./settings-stored.ts";
import { ibanOf, mobileNumber, walletNumber } from "./wallets.ts";

const save = (wallet: Record<string, unknown>) =>
  siteSettingsInputSchema.safeParse({
    ...defaultSettings,
    wallets: [{ primary: true, ...wallet }],
  });
const refusal = (wallet: Record<string, unknown>) => {
  const parsed = save(wallet);
  if (parsed.success) throw new Error("saved");
  return parsed.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("a wallet's number", () => {
  it.each([
    ["0300-1234567", "03001234567"],
    ["0300 1234567", "03001234567"],
    ["+92 300 1234567", "03001234567"],
    ["923451112233", "03451112233"],
  ])("reads %s as the mobile number %s", (raw, number) => {
    expect(mobileNumber(raw)).toBe(number);
  });

  it.each(["0300123456", "04001234567", "92300123456789", "0300-12345x7"])(
    "refuses %s as a mobile number",
    (raw) => {
      expect(mobileNumber(raw)).toBeNull();
    },
  );

  it("takes an IBAN with spaces in any case, and refuses a wrong length or check digits", () => {
    expect(ibanOf("pk36 scbl 0000 0011 2345 6702")).toEqual({ iban: "PK36SCBL0000001123456702" });
    expect(ibanOf("GB82 WEST 1234 5698 7654 32")).toEqual({ iban: "GB82WEST12345698765432" });
    expect(ibanOf("PK36SCBL000000112345670")).toEqual({ problem: { key: "walletIbanFormat" } });
    expect(ibanOf("PK37SCBL0000001123456702")).toEqual({ problem: { key: "walletIbanChecksum" } });
  });

  it("takes any number for Other", () => {
    expect(walletNumber("Other", " SadaPay 0311 ")).toEqual({ number: "SadaPay 0311" });
  });
});

describe("saving wallets", () => {
  const wallet = { type: "JazzCash", holder: "Owner", number: "0311-9998877" };

  it("keeps a valid wallet with its number normalised", () => {
    const parsed = save(wallet);
    expect(parsed.success && parsed.data.wallets[0]).toEqual({
      ...wallet,
      number: "03119998877",
      primary: true,
    });
  });

  it("refuses a type outside the list, naming the field", () => {
    expect(refusal({ ...wallet, type: "Bank Alfalah" })).toEqual([
      ["wallets.0.type", "Choose the wallet's type: JazzCash, EasyPaisa, bank account or other."],
    ]);
  });

  it("refuses a number in the wrong format for its type, naming the field", () => {
    expect(refusal({ ...wallet, number: "12345" })[0]?.[0]).toBe("wallets.0.number");
    expect(refusal({ ...wallet, type: "Bank account", number: "03119998877" })[0]).toEqual([
      "wallets.0.number",
      expect.stringContaining("IBAN"),
    ]);
  });

  it("refuses an old example number until the operator confirms it, then keeps it when read", () => {
    const example = { ...wallet, number: "0300 1234567" };
    expect(refusal(example)).toEqual([["wallets.0.number", expect.stringContaining("example")]]);
    const confirmed = save({ ...example, confirmedExample: true });
    if (!confirmed.success) throw new Error("refused");
    expect(confirmed.data.wallets[0]).toMatchObject({
      number: "03001234567",
      confirmedExample: true,
    });
    const read = readStoredSettings(JSON.parse(JSON.stringify(confirmed.data)));
    expect(read.settings.wallets.map((w) => w.number)).toEqual(["03001234567"]);
    expect(read.problems).toEqual([]);
  });

  it("drops a confirmation the number does not need", () => {
    const parsed = save({ ...wallet, confirmedExample: true });
    expect(parsed.success && parsed.data.wallets[0]).not.toHaveProperty("confirmedExample");
  });
});
