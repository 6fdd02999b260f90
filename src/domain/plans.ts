// Pricing plans: the admin form's rules (docs/product.md section 5 + durationDays) and the API's view of
// a plan. The seed and static plans live in plan-catalog.ts.
import { z } from "zod";
import {
  DEFAULT_PLAN_GRADIENT,
  DEFAULT_PLAN_ICON,
  PLAN_ICONS,
  type PlanIcon,
} from "./plan-catalog.ts";
import { DISCOUNT_TYPES, type DiscountType } from "./pricing.ts";
import { UNLIMITED } from "./quota.ts";

export {
  DEFAULT_PLAN_GRADIENT,
  DEFAULT_PLAN_ICON,
  maxYearlySavings,
  PLAN_ICONS,
  type PlanIcon,
  type PlanSeed,
  SEED_PLANS,
  STATIC_PLANS,
  type StaticPlan,
} from "./plan-catalog.ts";

const MAX_PRICE = 10_000_000;

// Not in messages.ts yet: form-field errors of the plan form.
export const planMsg = {
  required: (field: string) => `${field} is required`,
  wholeNumber: (field: string) => `${field} must be a whole number`,
  tooSmall: (field: string, min: number) => `${field} must be at least ${min}`,
  tooLarge: (field: string, max: number) => `${field} must be at most ${max}`,
  percentageRange: "A percentage discount must be between 1 and 100",
  fixedRange: "A fixed discount must be between 1 and the base price",
  gradient: "Use Tailwind gradient classes such as from-blue-500 to-cyan-500",
  notFound: "Pricing plan not found.",
} as const;

function wholeNumber(field: string, min: number, max: number) {
  return z
    .number({ error: planMsg.required(field) })
    .int(planMsg.wholeNumber(field))
    .min(min, planMsg.tooSmall(field, min))
    .max(max, planMsg.tooLarge(field, max));
}

function requiredText(field: string, max: number) {
  return z
    .string({ error: planMsg.required(field) })
    .trim()
    .min(1, planMsg.required(field))
    .max(max, planMsg.tooLarge(`${field} length`, max));
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar day ("2026-12-31", the end of that day in the operator's time zone) or an instant. */
const discountExpirySchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true }), z.literal("")])
  .nullish()
  .transform((v) => (v ? v : null));

export const planFormSchema = z
  .object({
    name: requiredText("Name", 60),
    duration: requiredText("Duration", 40),
    durationDays: wholeNumber("Duration in days", 1, 3650),
    basePrice: wholeNumber("Base price", 0, MAX_PRICE),
    currentPrice: wholeNumber("Current price", 0, MAX_PRICE),
    voiceLimit: wholeNumber("Voice limit", 1, UNLIMITED),
    // Blank lines in the features box are dropped, not saved (docs/product.md section 5).
    features: z
      .array(z.string().max(200))
      .max(20)
      .default([])
      .transform((list) => list.map((f) => f.trim()).filter((f) => f !== "")),
    icon: z.enum(PLAN_ICONS).default(DEFAULT_PLAN_ICON),
    gradient: z
      .string()
      .trim()
      .max(100)
      .regex(/^[a-z0-9 :/\-[\]#]*$/, planMsg.gradient)
      .default(DEFAULT_PLAN_GRADIENT)
      .transform((v) => (v === "" ? DEFAULT_PLAN_GRADIENT : v)),
    popular: z.boolean().default(false),
    badge: optionalText(40),
    isActive: z.boolean().default(true),
    discountType: z.enum(DISCOUNT_TYPES).default("none"),
    discountValue: wholeNumber("Discount value", 0, MAX_PRICE).default(0),
    discountExpiry: discountExpirySchema,
    discountDescription: optionalText(200),
  })
  .superRefine((p, ctx) => {
    if (p.discountType === "percentage" && (p.discountValue < 1 || p.discountValue > 100)) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: planMsg.percentageRange });
    }
    if (p.discountType === "fixed" && (p.discountValue < 1 || p.discountValue > p.basePrice)) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: planMsg.fixedRange });
    }
  })
  // The form disables value and expiry when the type is none; whatever was left in them is dropped.
  .transform((p) =>
    p.discountType === "none"
      ? { ...p, discountValue: 0, discountExpiry: null, discountDescription: null }
      : p,
  );

export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanForm = z.output<typeof planFormSchema>;

/** A plan as the API returns it. */
export interface PlanView {
  id: number;
  name: string;
  basePrice: number;
  /** The stored price (admin list) or the price after an active discount (GET /api/plans). */
  currentPrice: number;
  /** What a buyer pays for one period now, discounts applied. */
  price: number;
  duration: string;
  durationDays: number;
  voiceLimit: number;
  unlimited: boolean;
  features: string[];
  icon: PlanIcon;
  gradient: string;
  popular: boolean;
  badge: string | null;
  isActive: boolean;
  discountType: DiscountType;
  discountValue: number;
  discountExpiry: string | null;
  discountDescription: string | null;
  discountActive: boolean;
  createdAt: string;
  updatedAt: string;
}
