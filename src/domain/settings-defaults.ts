// Kept apart from the zod schema so pages that only need the defaults do not download zod.
import type { SiteSettings } from "./settings.ts";

// Seeded from docs/product.md section 9; where the first sketch gave two readings, section 10 picks one.
export const defaultSettings: SiteSettings = {
  siteName: "Awaaz",
  // No wallet until the operator saves theirs: a payer is never shown a made-up number.
  wallets: [],
  // None until the operator saves theirs: a user is never sent to a stranger's chat.
  whatsappNumber: "",
  supportHours: [
    { days: "Mon-Fri", hours: "9:00 AM-6:00 PM PKT", daysUr: "", hoursUr: "" },
    { days: "Sat", hours: "10:00 AM-4:00 PM PKT", daysUr: "", hoursUr: "" },
    { days: "Sun", hours: "Closed", daysUr: "", hoursUr: "" },
  ],
  // The Urdu fields stay blank: a default Urdu would go stale the day the operator changes the
  // English beside it.
  averageResponse: "under 2 hours",
  averageResponseUr: "",
  freeQuota: 2,
  timezone: "Asia/Karachi",
  verificationText: "within 2-4 hours",
  verificationTextUr: "",
  refundPolicyText:
    "Refunds are prorated within 30 days of purchase if less than 25% of the plan's generations have been used.",
  refundPolicyTextUr: "",
  // Blank and hidden: the landing page states no facts the operator has not given.
  founder: { name: "", title: "", bio: "", photoUrl: "" },
  socialLinks: [],
  socialProof: { show: false, happyCustomers: "", orders: "", voicesGenerated: "", rating: "" },
  requireEmailVerification: false,
  termsText: "",
  termsTextUr: "",
  privacyText: "",
  privacyTextUr: "",
};
