// The operator's settings (docs/product.md section 10): what a first sketch hard-coded, the operator configures.
import { z } from "zod";
import { byKey, type Message, messageError, schemaText } from "./messages.ts";
import { isExampleNumber, WALLET_TYPES, walletNumber } from "./wallets.ts";

export { defaultSettings } from "./settings-defaults.ts";

// A trimmed text field whose errors read as the form's own words, not zod's.
const text = (min: number, max: number) => {
  const base = z.string().trim().max(max, messageError("formTooLong", { max }));
  return min === 0
    ? base
    : base.min(
        min,
        min === 1 ? messageError("formRequired") : messageError("formTooShort", { min }),
      );
};

// As stored: read as it was saved (walletInputSchema's rules apply when the admin saves).
export const walletSchema = z.object({
  type: text(1, 40),
  holder: text(1, 80),
  number: text(4, 40),
  primary: z.boolean(),
  // The operator confirmed that a number equal to an old example is really theirs.
  confirmedExample: z.boolean().optional(),
});

// What the admin saves: a type from the list and a number in its format, kept normalised
// (docs/product.md section 4). Nothing is discarded silently: each refusal names its field.
const walletInputSchema = walletSchema.transform((wallet, ctx) => {
  const refuse = (path: "type" | "number", refusal: Message) => {
    ctx.addIssue({ code: "custom", path: [path], message: schemaText(refusal) });
    return z.NEVER;
  };
  if (!(WALLET_TYPES as readonly string[]).includes(wallet.type))
    return refuse("type", byKey("walletTypeUnknown"));
  const checked = walletNumber(wallet.type, wallet.number);
  if ("problem" in checked) return refuse("number", checked.problem);
  const { confirmedExample, ...rest } = wallet;
  if (!isExampleNumber(checked.number)) return { ...rest, number: checked.number };
  if (!confirmedExample) return refuse("number", byKey("walletExample"));
  return { ...rest, number: checked.number, confirmedExample: true };
});

// Exactly one primary once there is any; none means payments are not open.
const walletList = <T extends z.ZodType<{ primary: boolean }>>(wallet: T) =>
  z
    .array(wallet)
    .max(6)
    .refine(
      (w) => w.length === 0 || w.filter((x) => x.primary).length === 1,
      "Exactly one wallet must be primary",
    );

// Each operator text has its Urdu beside it (the `Ur` fields), blank until the operator writes it:
// the Urdu interface shows the English meanwhile (src/domain/operator-texts.ts).
export const supportHoursSchema = z.object({
  days: text(1, 40),
  hours: text(1, 60),
  daysUr: text(0, 40).default(""),
  hoursUr: text(0, 60).default(""),
});

// Blank until the operator fills it in: the landing page shows no founder until then.
export const founderSchema = z.object({
  name: text(0, 80),
  title: text(0, 120),
  bio: text(0, 1000),
  photoUrl: text(0, 500),
});

export const socialLinkSchema = z.object({
  label: text(1, 40),
  url: z.url().max(500),
});

// The landing page's figures are the operator's own and hidden until they turn them on.
export const socialProofSchema = z.object({
  show: z.boolean().default(false),
  happyCustomers: text(0, 20),
  orders: text(0, 20),
  voicesGenerated: text(0, 20),
  rating: text(0, 20),
});

export const siteSettingsSchema = z.object({
  siteName: text(1, 60),
  // None until the operator saves theirs: payments stay closed until then (docs/product.md
  // section 4, "Payments open").
  wallets: walletList(walletSchema),
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^(\d{8,15})?$/, "Digits only, with the country code (for example 923001234567)"),
  supportHours: z.array(supportHoursSchema).max(7),
  averageResponse: text(0, 60),
  averageResponseUr: text(0, 60).default(""),
  freeQuota: z.number().int().min(0).max(1000),
  timezone: z.string().refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone"),
  verificationText: text(1, 200),
  verificationTextUr: text(0, 200).default(""),
  refundPolicyText: text(1, 1000),
  refundPolicyTextUr: text(0, 1000).default(""),
  founder: founderSchema,
  socialLinks: z.array(socialLinkSchema).max(8),
  socialProof: socialProofSchema,
  // Blank: /terms and /privacy show the defaults of src/domain/legal.ts, with the site's name.
  // With SMTP set: an address must answer an e-mailed link before it can sign in.
  requireEmailVerification: z.boolean().default(false),
  termsText: text(0, 20_000).default(""),
  termsTextUr: text(0, 20_000).default(""),
  privacyText: text(0, 20_000).default(""),
  privacyTextUr: text(0, 20_000).default(""),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** What the admin's Settings form sends and PUT /api/admin/settings takes. */
export const siteSettingsInputSchema = siteSettingsSchema.extend({
  wallets: walletList(walletInputSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** The wallet a payment is sent to; none while payments are not open. */
export function primaryWallet(settings: Pick<SiteSettings, "wallets">): Wallet | undefined {
  return settings.wallets.find((w) => w.primary) ?? settings.wallets[0];
}

/**
 * The wallet a payer says they paid into: one of the operator's, matched by type and number (one
 * phone number may hold wallets of several types), or the primary when they name none. Undefined
 * for a wallet the operator does not list.
 */
export function walletPaidTo(
  settings: Pick<SiteSettings, "wallets">,
  named: Pick<Wallet, "type" | "number"> | undefined,
): Wallet | undefined {
  if (!named) return primaryWallet(settings);
  return settings.wallets.find((w) => w.type === named.type && w.number === named.number);
}
