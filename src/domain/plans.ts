// Pricing plans: the admin form's rules (docs/product.md section 5 + durationDays) and the API's view of
// a plan. The seed and static plans live in plan-catalog.ts.
import { z } from "zod";
import { message, messageError } from "./messages.ts";
import type { PlanUrdu } from "./operator-texts.ts";
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

const optionalUrdu = (max: number) =>
  z.string().trim().max(max, messageError("formTooLong", { max })).default("");

/** The Urdu beside a plan's English texts (operator-texts.ts); blank ones read as the English. */
export const planUrduSchema = z.object({
  name: optionalUrdu(60),
  duration: optionalUrdu(40),
  badge: optionalUrdu(40),
  discountDescription: optionalUrdu(200),
  features: z
    .array(z.string().max(200))
    .max(20)
    .default([])
    .transform((list) => list.map((f) => f.trim()).filter((f) => f !== "")),
});

function wholeNumber(field: string, min: number, max: number) {
  return z
    .number(messageError("planRequired", { field }))
    .int(messageError("planWholeNumber", { field }))
    .min(min, messageError("planTooSmall", { field, min }))
    .max(max, messageError("planTooLarge", { field, max }));
}

function requiredText(field: string, max: number) {
  return z
    .string(messageError("planRequired", { field }))
    .trim()
    .min(1, messageError("planRequired", { field }))
    .max(max, messageError("planTooLarge", { field: `${field} length`, max }));
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
      .regex(/^[a-z0-9 :/\-[\]#]*$/, messageError("planGradient"))
      .default(DEFAULT_PLAN_GRADIENT)
      .transform((v) => (v === "" ? DEFAULT_PLAN_GRADIENT : v)),
    popular: z.boolean().default(false),
    badge: optionalText(40),
    isActive: z.boolean().default(true),
    discountType: z.enum(DISCOUNT_TYPES).default("none"),
    discountValue: wholeNumber("Discount value", 0, MAX_PRICE).default(0),
    discountExpiry: discountExpirySchema,
    discountDescription: optionalText(200),
    // The Urdu beside the texts above (docs/i18n.md, "The operator's texts").
    urdu: planUrduSchema.default({
      name: "",
      duration: "",
      badge: "",
      discountDescription: "",
      features: [],
    }),
  })
  .superRefine((p, ctx) => {
    if (p.discountType === "percentage" && (p.discountValue < 1 || p.discountValue > 100)) {
      ctx.addIssue({
        code: "custom",
        path: ["discountValue"],
        message: message("planPercentageRange"),
      });
    }
    if (p.discountType === "fixed" && (p.discountValue < 1 || p.discountValue > p.basePrice)) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: message("planFixedRange") });
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
  /** The operator's Urdu for the texts above; the web shows it in the Urdu interface. */
  urdu: PlanUrdu;
  createdAt: string;
  updatedAt: string;
}
