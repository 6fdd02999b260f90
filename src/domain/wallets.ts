// What an operator's wallet may be, checked when the admin saves it (docs/product.md section 4):
// a type from the list, and a number in that type's format. A stored wallet is read as it was
// saved, so a rule added here never closes payments on its own.
import { byKey, type Message } from "./messages.ts";

export const WALLET_TYPES = ["JazzCash", "EasyPaisa", "Bank account", "Other"] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** Numbers earlier versions seeded as examples: read as not filled in unless confirmed. */
export const EXAMPLE_WALLET_NUMBERS = ["03001234567", "03451234567"] as const;

const MOBILE_TYPES: ReadonlySet<string> = new Set(["JazzCash", "EasyPaisa"]);

/** A Pakistani mobile number as 03XXXXXXXXX (from "0300-1234567", "+92 300 1234567"), or null. */
export function mobileNumber(raw: string): string | null {
  const match = /^(?:\+?92|0)(3\d{9})$/.exec(raw.replace(/[\s-]/g, ""));
  return match ? `0${match[1]}` : null;
}

// ISO 13616: the country and check digits moved to the end, letters as 10-35, mod 97 is 1.
function ibanChecks(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let rest = 0;
  for (const char of moved) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** An IBAN without spaces, upper case; a Pakistani one has 24 characters. */
export function ibanOf(raw: string): { iban: string } | { problem: Message } {
  const iban = raw.replace(/\s/g, "").toUpperCase();
  const shaped = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban);
  if (!shaped || (iban.startsWith("PK") && iban.length !== 24))
    return { problem: byKey("walletIbanFormat") };
  return ibanChecks(iban) ? { iban } : { problem: byKey("walletIbanChecksum") };
}

/** The number as it is kept (a mobile number's digits, an IBAN's characters), or its problem. */
export function walletNumber(type: string, raw: string): { number: string } | { problem: Message } {
  if (MOBILE_TYPES.has(type)) {
    const number = mobileNumber(raw);
    return number ? { number } : { problem: byKey("walletMobileFormat", { type }) };
  }
  if (type === "Bank account") {
    const checked = ibanOf(raw);
    return "iban" in checked ? { number: checked.iban } : checked;
  }
  return { number: raw.trim() };
}

export const isExampleNumber = (number: string) => EXAMPLE_WALLET_NUMBERS.some((n) => n === number);
