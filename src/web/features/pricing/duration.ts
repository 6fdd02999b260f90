import { daysLabel } from "../../../domain/pricing.ts";
import { pricingText } from "./texts.ts";

/**
 * A plan's duration as the reader reads it: the label made from the day count ("7 Days") in the
 * reader's language, an operator's own words ("Lifetime") as written.
 */
export function durationText(plan: { durationLabel: string; days: number }): string {
  return plan.days > 0 && plan.durationLabel === daysLabel(plan.days)
    ? pricingText("durationDays", { count: plan.days })
    : plan.durationLabel;
}
