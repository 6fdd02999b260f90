// A plan's duration, for the pages of more than one feature (pricing, the dashboard's payments).
import en from "../../domain/i18n/en/pricing.ts";
import { daysLabel } from "../../domain/pricing.ts";
import { texts } from "../lib/i18n.ts";

const pricingText = texts("pricing", en);

/**
 * A plan's duration as the reader reads it: the label made from the day count ("7 Days") in the
 * reader's language, an operator's own words ("Lifetime") as written (docs/i18n.md).
 */
export function durationText(plan: { durationLabel: string; days: number }): string {
  return plan.days > 0 && plan.durationLabel === daysLabel(plan.days)
    ? pricingText("durationDays", { count: plan.days })
    : plan.durationLabel;
}
