// The plans every new site starts with (docs/product.md section 9) and the static set the pricing page
// falls back to. No zod here: the pricing page loads this, and the form schemas stay out of it.
import { yearlyPrice } from "./pricing.ts";
import { UNLIMITED } from "./quota.ts";

// lucide-react names (docs/decisions/001-stack.md); Zap is the default.
export const PLAN_ICONS = ["Crown", "Star", "Gift", "Users", "Zap"] as const;
export type PlanIcon = (typeof PLAN_ICONS)[number];
export const DEFAULT_PLAN_ICON: PlanIcon = "Zap";
export const DEFAULT_PLAN_GRADIENT = "from-blue-500 to-cyan-500";
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
