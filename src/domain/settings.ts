// The operator's settings (DESIGN.md section 1): what SPEC.md hard-codes, the operator configures.
import { z } from "zod";

export { defaultSettings } from "./settings-defaults.ts";

export const walletSchema = z.object({
  type: z.string().trim().min(1).max(40),
  holder: z.string().trim().min(1).max(80),
  number: z.string().trim().min(4).max(40),
  primary: z.boolean(),
});

export const supportHoursSchema = z.object({
  days: z.string().trim().min(1).max(40),
  hours: z.string().trim().min(1).max(60),
});

export const founderSchema = z.object({
  name: z.string().trim().min(1).max(80),
  title: z.string().trim().max(120),
  bio: z.string().trim().max(1000),
  photoUrl: z.string().trim().max(500),
});

export const socialLinkSchema = z.object({
  label: z.string().trim().min(1).max(40),
  url: z.url().max(500),
});

export const socialProofSchema = z.object({
  happyCustomers: z.string().trim().max(20),
  orders: z.string().trim().max(20),
  voicesGenerated: z.string().trim().max(20),
  rating: z.string().trim().max(20),
});

export const siteSettingsSchema = z.object({
  siteName: z.string().trim().min(1).max(60),
  wallets: z
    .array(walletSchema)
    .min(1)
    .max(6)
    .refine((w) => w.filter((x) => x.primary).length === 1, "Exactly one wallet must be primary"),
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^\d{8,15}$/, "Digits only, with the country code (for example 923001234567)"),
  supportHours: z.array(supportHoursSchema).max(7),
  averageResponse: z.string().trim().max(60),
  freeQuota: z.number().int().min(0).max(1000),
  timezone: z.string().refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone"),
  verificationText: z.string().trim().min(1).max(200),
  refundPolicyText: z.string().trim().min(1).max(1000),
  founder: founderSchema,
  socialLinks: z.array(socialLinkSchema).max(8),
  socialProof: socialProofSchema,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type Wallet = z.infer<typeof walletSchema>;

export function primaryWallet(settings: Pick<SiteSettings, "wallets">): Wallet {
  const wallet = settings.wallets.find((w) => w.primary) ?? settings.wallets[0];
  if (!wallet) throw new Error("No wallet configured");
  return wallet;
}
