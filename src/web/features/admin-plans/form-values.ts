// Between a plan as the API returns it and the values the plan form edits.
import { localDate } from "../../../domain/calendar.ts";
import {
  DEFAULT_PLAN_GRADIENT,
  DEFAULT_PLAN_ICON,
  type PlanFormInput,
  type PlanView,
} from "../../../domain/plans.ts";

/**
 * The calendar day the admin typed for a discount's end. The server stores the start of the next
 * day in the operator's time zone (discountExpiryAt), so the day is the one just before it there.
 */
export function expiryDay(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  const lastMoment = new Date(new Date(iso).getTime() - 1);
  if (Number.isNaN(lastMoment.getTime())) return "";
  return localDate(lastMoment, timeZone);
}

export function toFormValues(plan: PlanView, timeZone: string): PlanFormInput {
  return {
    name: plan.name,
    duration: plan.duration,
    durationDays: plan.durationDays,
    basePrice: plan.basePrice,
    currentPrice: plan.currentPrice,
    voiceLimit: plan.voiceLimit,
    features: plan.features,
    icon: plan.icon,
    gradient: plan.gradient,
    popular: plan.popular,
    badge: plan.badge ?? "",
    isActive: plan.isActive,
    discountType: plan.discountType,
    discountValue: plan.discountValue,
    discountExpiry: expiryDay(plan.discountExpiry, timeZone),
    discountDescription: plan.discountDescription ?? "",
    urdu: {
      name: plan.urdu.name ?? "",
      duration: plan.urdu.duration ?? "",
      badge: plan.urdu.badge ?? "",
      discountDescription: plan.urdu.discountDescription ?? "",
      features: plan.urdu.features ?? [],
    },
  };
}

/** A new plan: the number fields start empty so "required" means something. */
export const NEW_PLAN: Partial<PlanFormInput> = {
  name: "",
  duration: "",
  features: [],
  icon: DEFAULT_PLAN_ICON,
  gradient: DEFAULT_PLAN_GRADIENT,
  popular: false,
  badge: "",
  isActive: true,
  discountType: "none",
  discountValue: 0,
  discountExpiry: "",
  discountDescription: "",
  urdu: { name: "", duration: "", badge: "", discountDescription: "", features: [] },
};
