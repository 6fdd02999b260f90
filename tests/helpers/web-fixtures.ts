// What the API answers in the web tests, written once: the site's settings, the signed-in user and
// a payment, each with the few fields a test cares about given as `over`.
import type { AdminUserRow } from "../../src/domain/admin.ts";
import type { PaymentView } from "../../src/domain/payments.ts";
import type { PlanView } from "../../src/domain/plans.ts";
import { defaultSettings } from "../../src/domain/settings-defaults.ts";
import type { Me } from "../../src/web/lib/me.ts";
import type { Site } from "../../src/web/lib/site.ts";

/** GET /api/site of a fresh install: the default settings, no Google, no e-mail. */
export function makeSite(over: Partial<Site> = {}): Site {
  return { ...defaultSettings, auth: { google: false, email: false }, ...over };
}

/** A signed-in user's profile (as GET /api/me answers it): free and active unless told. */
export function makeProfile(over: Partial<Me["profile"]> = {}): Me["profile"] {
  return {
    uid: "u1",
    email: "sara@example.com",
    displayName: "sara",
    accountStatus: "free",
    subscriptionPlan: "free",
    plan: null,
    planAmount: null,
    planExpiry: null,
    subscriptionExpiry: null,
    upgradedAt: null,
    voicesGenerated: 0,
    voiceGenerationsUsed: 0,
    voiceGenerationsLimit: 2,
    status: "active",
    isActive: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    limit: 2,
    remaining: 2,
    unlimited: false,
    daysLeft: null,
    locale: null,
    ...over,
  };
}

/** GET /api/me for that user (sara). */
export function makeMe(profile: Partial<Me["profile"]> = {}): Me {
  return {
    user: { id: "u1", email: "sara@example.com", name: "sara", image: null },
    profile: makeProfile(profile),
  };
}

/** Creator Pro as the API lists it: Rs. 200 for 7 days and 20 generations, no discount. */
export function makePlan(over: Partial<PlanView> = {}): PlanView {
  return {
    id: 2,
    name: "Creator Pro",
    basePrice: 200,
    currentPrice: 200,
    price: 200,
    duration: "7 Days",
    durationDays: 7,
    voiceLimit: 20,
    unlimited: false,
    features: ["20 voice generations", "7 days access"],
    icon: "Star",
    gradient: "from-blue-500 to-purple-500",
    popular: true,
    badge: "Most Popular",
    isActive: true,
    discountType: "none",
    discountValue: 0,
    discountExpiry: null,
    discountDescription: null,
    discountActive: false,
    urdu: {},
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

/** A pending JazzCash payment of Rs. 200 for Creator Pro (7 days, 20 generations). */
export function makePayment(over: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 1,
    uid: "u1",
    userEmail: "a@b.co",
    planId: 2,
    plan: "Creator Pro",
    planDuration: "7 Days",
    planDays: 7,
    voiceLimit: 20,
    amount: 200,
    billingCycle: "monthly",
    originalAmount: null,
    savings: 0,
    tid: "TXN-111111",
    accountType: "JazzCash",
    accountHolder: "Owner",
    accountNumber: "03001234567",
    status: "pending",
    rejectionReason: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    timestamp: 0,
    processedAt: null,
    processedBy: null,
    ...over,
  };
}

/** Ayesha as the admin's user list shows her: free, active, 3 generations, no API key. */
export function makeAdminUser(over: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: "u1",
    email: "ayesha@example.com",
    displayName: "Ayesha",
    plan: "Free",
    accountStatus: "free",
    voicesGenerated: 3,
    status: "active",
    createdAt: "2026-11-20T10:00:00.000Z",
    apiKeys: 0,
    apiLastUsedAt: null,
    ...over,
  };
}

/** A list route's answer when everything fits on its first page. */
export function firstPage<T>(items: T[]) {
  return { items, total: items.length, totalEstimated: false, page: 1, pageSize: 20, next: null };
}
