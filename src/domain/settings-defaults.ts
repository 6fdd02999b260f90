// Kept apart from the zod schema so pages that only need the defaults do not download zod.
import type { SiteSettings } from "./settings.ts";

// Seeded from docs/product.md section 9; where the first sketch gave two readings, section 10 picks one.
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
