// Reading the stored settings row. Each key is checked on its own: a key that fails keeps its
// default and is reported (the admin Settings tab shows it, the server logs it) while every other
// key keeps what the operator saved. The wallets' default is none, so a bad row can close
// payments but never send a payer to a made-up wallet (docs/product.md section 4).
import { message } from "./messages.ts";
import { type SiteSettings, siteSettingsSchema } from "./settings.ts";
import { defaultSettings } from "./settings-defaults.ts";
import { EXAMPLE_WALLET_NUMBERS, isExampleNumber } from "./wallets.ts";

export interface SettingsProblem {
  /** The settings key, such as "wallets". */
  key: string;
  message: string;
}

export interface StoredSettings {
  settings: SiteSettings;
  problems: SettingsProblem[];
}

/** GET/PUT /api/admin/settings: the settings and what of the stored row could not be used. */
export type AdminSettingsView = SiteSettings & { problems: SettingsProblem[] };

export const adminSettingsView = (s: StoredSettings): AdminSettingsView => ({
  ...s.settings,
  problems: s.problems,
});

/** What earlier versions seeded as if the operator had said it: read as not filled in. */
export const legacyDemo = {
  walletNumbers: EXAMPLE_WALLET_NUMBERS,
  whatsappNumber: "923001234567",
  founder: {
    name: "Founder",
    title: "Founder, Awaaz",
    bio: "Awaaz was started to give Pakistani creators and small businesses natural voices in English, Urdu and Hindi at a price that fits.",
    photoUrl: "",
  },
} as const;

const keys = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettings)[];
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function readStoredSettings(stored: unknown): StoredSettings {
  const row = isRecord(stored) ? stored : {};
  const problems: SettingsProblem[] = [];
  if (stored !== undefined && stored !== null && !isRecord(stored)) {
    problems.push({ key: "*", message: message("settingsNotAnObject") });
  }
  const settings: Record<string, unknown> = { ...defaultSettings };
  for (const key of keys) {
    // A key a newer version added is simply missing from an older row: its default, no problem.
    if (!(key in row)) continue;
    const parsed = siteSettingsSchema.shape[key].safeParse(row[key]);
    if (parsed.success) settings[key] = parsed.data;
    else
      problems.push({
        key,
        message: parsed.error.issues[0]?.message ?? message("settingsInvalid"),
      });
  }
  const value = settings as SiteSettings;
  const demo = value.wallets.filter((w) => isExampleNumber(w.number) && !w.confirmedExample);
  if (demo.length > 0) {
    const kept = value.wallets.filter((w) => !demo.includes(w));
    const hasPrimary = kept.some((w) => w.primary);
    value.wallets = kept.map((w, i) => (hasPrimary ? w : { ...w, primary: i === 0 }));
    problems.push({
      key: "wallets",
      message: message("settingsDemoWallet", {
        count: demo.length,
        numbers: demo.map((w) => w.number).join(", "),
      }),
    });
  }
  if (value.whatsappNumber === legacyDemo.whatsappNumber) value.whatsappNumber = "";
  // Same keys in the same order as the schema writes them, so the JSON texts compare.
  if (JSON.stringify(value.founder) === JSON.stringify(legacyDemo.founder)) {
    value.founder = defaultSettings.founder;
  }
  return { settings: value, problems };
}
