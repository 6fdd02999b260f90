// The operator's settings (DESIGN.md section 1): what SPEC.md hard-codes, the operator configures.
import { z } from "zod";

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

// Seeded from SPEC.md; where SPEC.md gives two readings, DESIGN.md section 1 picks one.
export const defaultSettings: SiteSettings = {
  siteName: "Awaaz",
  wallets: [
    { type: "JazzCash", holder: "Awaaz Owner", number: "03001234567", primary: true },
    { type: "EasyPaisa", holder: "Awaaz Owner", number: "03451234567", primary: false },
  ],
  whatsappNumber: "923001234567",
  supportHours: [
    { days: "Mon-Fri", hours: "9:00 AM-6:00 PM PKT" },
    { days: "Sat", hours: "10:00 AM-4:00 PM PKT" },
    { days: "Sun", hours: "Closed" },
  ],
  averageResponse: "under 2 hours",
  freeQuota: 2,
  timezone: "Asia/Karachi",
  verificationText: "within 2-4 hours",
  refundPolicyText:
    "Refunds are prorated within 30 days of purchase if less than 25% of the plan's generations have been used.",
  founder: {
    name: "Founder",
    title: "Founder, Awaaz",
    bio: "Awaaz was started to give Pakistani creators and small businesses natural voices in English, Urdu and Hindi at a price that fits.",
    photoUrl: "",
  },
  socialLinks: [],
  socialProof: {
    happyCustomers: "1,200+",
    orders: "3,500+",
    voicesGenerated: "50,000+",
    rating: "4.9/5",
  },
};

export function primaryWallet(settings: Pick<SiteSettings, "wallets">): Wallet {
  const wallet = settings.wallets.find((w) => w.primary) ?? settings.wallets[0];
  if (!wallet) throw new Error("No wallet configured");
  return wallet;
}
