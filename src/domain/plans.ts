// Pricing plans: the admin form's rules (SPEC.md section 5 + durationDays), the four seed plans
// (SPEC.md section 9) and the static set the pricing page falls back to.
import { z } from "zod";
import { DISCOUNT_TYPES, type DiscountType, yearlyPrice } from "./pricing.ts";
import { UNLIMITED } from "./quota.ts";

// lucide-react names (DESIGN.md section 2); Zap is SPEC.md's default.
export const PLAN_ICONS = ["Crown", "Star", "Gift", "Users", "Zap"] as const;
export type PlanIcon = (typeof PLAN_ICONS)[number];
export const DEFAULT_PLAN_ICON: PlanIcon = "Zap";
export const DEFAULT_PLAN_GRADIENT = "from-blue-500 to-cyan-500";
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
    // Blank lines in the features box are dropped, not saved (SPEC.md section 5).
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

export interface PlanSeed {
  name: string;
  basePrice: number;
  duration: string;
  durationDays: number;
  voiceLimit: number;
  features: string[];
  icon: PlanIcon;
  gradient: string;
  popular: boolean;
  badge: string | null;
}

export const SEED_PLANS: readonly PlanSeed[] = [
  {
    name: "Quick Start",
    basePrice: 99,
    duration: "1 Day",
    durationDays: 1,
    voiceLimit: 10,
    features: ["10 voice generations", "1 day access", "All voice models", "MP3 and WAV downloads"],
    icon: "Gift",
    gradient: "from-green-500 to-emerald-500",
    popular: false,
    badge: null,
  },
  {
    name: "Creator Pro",
    basePrice: 200,
    duration: "7 Days",
    durationDays: 7,
    voiceLimit: 20,
    features: [
      "20 voice generations",
      "7 days access",
      "All voice models",
      "Urdu and Hindi voices",
      "Priority support",
    ],
    icon: "Star",
    gradient: "from-blue-500 to-purple-500",
    popular: true,
    badge: "Most Popular",
  },
  {
    name: "Business",
    basePrice: 350,
    duration: "15 Days",
    durationDays: 15,
    voiceLimit: 29,
    features: [
      "29 voice generations",
      "15 days access",
      "All voice models",
      "Commercial use",
      "Priority support",
    ],
    icon: "Users",
    gradient: "from-purple-500 to-pink-500",
    popular: false,
    badge: null,
  },
  {
    name: "Enterprise",
    basePrice: 499,
    duration: "30 Days",
    durationDays: 30,
    voiceLimit: UNLIMITED,
    features: [
      "Unlimited voice generations",
      "30 days access",
      "All voice models",
      "Commercial use",
      "Dedicated support",
    ],
    icon: "Crown",
    gradient: "from-yellow-500 to-orange-500",
    popular: false,
    badge: null,
  },
];

/** A card of the static set: shown only when GET /api/plans fails or returns none. */
export interface StaticPlan extends PlanSeed {
  key: string;
  price: number;
  free: boolean;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export const STATIC_PLANS: readonly StaticPlan[] = [
  {
    key: "free",
    name: "Free Starter",
    basePrice: 0,
    price: 0,
    duration: "Forever",
    durationDays: 0,
    voiceLimit: 2,
    features: ["2 voice generations", "All voice models", "MP3 and WAV downloads"],
    icon: DEFAULT_PLAN_ICON,
    gradient: "from-gray-500 to-slate-500",
    popular: false,
    badge: null,
    free: true,
  },
  ...SEED_PLANS.map((p) => ({ ...p, key: slug(p.name), price: p.basePrice, free: false })),
];

/** The largest yearly saving among paid plans: "Save up to Rs. 1,198". */
export function maxYearlySavings(list: readonly Pick<StaticPlan, "price" | "free">[]): number {
  return Math.max(
    0,
    ...list.filter((p) => !p.free).map((p) => p.price * 12 - yearlyPrice(p.price)),
  );
}
