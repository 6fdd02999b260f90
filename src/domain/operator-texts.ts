// The operator's own texts in two languages (docs/i18n.md, "The operator's texts"): each has an
// English field and an optional Urdu one, and the Urdu interface shows the Urdu where it is filled
// in, the English where it is blank.
import type { Locale } from "./i18n/locales.ts";

/**
 * The Urdu beside a plan's English texts; blank (or missing) ones read as the English. Its schema
 * is in plans.ts: every page shows the operator's texts, and this module stays free of zod.
 */
export interface PlanUrdu {
  name?: string;
  duration?: string;
  badge?: string;
  discountDescription?: string;
  features?: string[];
}

/** The text to show: the Urdu in the Urdu interface when the operator wrote one, else the English. */
export function pick(english: string, urdu: string | null | undefined, locale: Locale): string {
  return locale === "ur" && urdu?.trim() ? urdu : english;
}

interface PlanTexts {
  name: string;
  duration: string;
  badge: string | null;
  discountDescription: string | null;
  features: string[];
  urdu: PlanUrdu;
}

/** A plan as a reader of `locale` sees it: its texts in their language where the operator gave one. */
export function planInLanguage<P extends PlanTexts>(plan: P, locale: Locale): P {
  if (locale !== "ur") return plan;
  const { urdu } = plan;
  return {
    ...plan,
    name: pick(plan.name, urdu.name, locale),
    duration: pick(plan.duration, urdu.duration, locale),
    badge: plan.badge === null ? null : pick(plan.badge, urdu.badge, locale),
    discountDescription:
      plan.discountDescription === null
        ? null
        : pick(plan.discountDescription, urdu.discountDescription, locale),
    features: urdu.features?.length ? urdu.features : plan.features,
  };
}

interface SiteTexts {
  verificationText: string;
  verificationTextUr: string;
  refundPolicyText: string;
  refundPolicyTextUr: string;
  averageResponse: string;
  averageResponseUr: string;
  termsText: string;
  termsTextUr: string;
  privacyText: string;
  privacyTextUr: string;
  supportHours: { days: string; hours: string; daysUr: string; hoursUr: string }[];
}

/** The operator's settings as a reader of `locale` sees them: each text in their language where given. */
export function siteInLanguage<S extends SiteTexts>(site: S, locale: Locale): S {
  if (locale !== "ur") return site;
  return {
    ...site,
    verificationText: pick(site.verificationText, site.verificationTextUr, locale),
    refundPolicyText: pick(site.refundPolicyText, site.refundPolicyTextUr, locale),
    averageResponse: pick(site.averageResponse, site.averageResponseUr, locale),
    // Blank terms show the catalogue's own, already in the reader's language.
    termsText: site.termsText && pick(site.termsText, site.termsTextUr, locale),
    privacyText: site.privacyText && pick(site.privacyText, site.privacyTextUr, locale),
    supportHours: site.supportHours.map((row) => ({
      ...row,
      days: pick(row.days, row.daysUr, locale),
      hours: pick(row.hours, row.hoursUr, locale),
    })),
  };
}
