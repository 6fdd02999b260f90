// Wallet-transfer payments: the transaction ID rule, request shapes, the upgrade an approval
// applies (docs/product.md sections 4, 5 and 10) and the texts the user is sent.
import { z } from "zod";
import { MAX_SERIAL_ID } from "./ids.ts";
import { msg } from "./messages.ts";
import { BILLING_CYCLES, type BillingCycle } from "./pricing.ts";

export const MAX_PENDING_PAYMENTS = 3;
export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
export const PAYMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TID_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

// Not in messages.ts yet: what the payment API and the notifications say beyond the purchase toasts.
export const paymentMsg = {
  choosePlan: "Please choose a plan.",
  planUnavailable: "This plan is no longer available. Please choose another plan.",
  notFound: "Payment not found.",
  alreadyProcessed: "This payment has already been processed.",
  // Named by the plan's name ("Creator Pro"): a purchase may add to a plan, so a duration label
  // would not say what the account now has.
  approvedNotice: (plan: string, until: string) =>
    `Your payment for ${plan} was approved. Your plan is active until ${until}.`,
  rejectedNotice: (plan: string, reason: string | null) =>
    `Your payment for ${plan} was rejected.${reason ? ` Reason: ${reason}` : ""}`,
  approvedSubject: (site: string) => `${site}: your payment was approved`,
  rejectedSubject: (site: string) => `${site}: your payment was rejected`,
} as const;

/** Required; 6 to 40 letters, digits or dashes once trimmed. */
export const tidSchema = z
  .string({ error: msg.purchase.enterTid })
  .trim()
  .min(1, msg.purchase.enterTid)
  .regex(TID_PATTERN, msg.purchase.tidFormat);

/** The form of an ID that decides "the same ID": spaces and case do not make a new one. */
export function normalizeTid(tid: string): string {
  return tid.trim().replace(/\s+/g, "").toLowerCase();
}

// Unknown keys (an amount, a quota, days) are stripped: the server prices the plan itself.
export const paymentRequestSchema = z.object({
  planId: z
    .number({ error: paymentMsg.choosePlan })
    .int()
    .positive(paymentMsg.choosePlan)
    .max(MAX_SERIAL_ID, paymentMsg.choosePlan),
  billingCycle: z.enum(BILLING_CYCLES).default("monthly"),
  tid: tidSchema,
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** How long the reason a payment is rejected for may be (the user reads it). */
export const REJECT_REASON_MAX = 500;

export const rejectPaymentSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(REJECT_REASON_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const adminPaymentsQuerySchema = z.object({
  q: z.string().trim().max(100).default(""),
  status: z.enum(["all", ...PAYMENT_STATUSES]).default("all"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

/** A payment as the API returns it (docs/product.md section 3). */
export interface PaymentView {
  id: number;
  /** Null once the payer deleted their account (the payment stays, anonymised). */
  uid: string | null;
  userEmail: string;
  planId: number | null;
  /** The plan's name when bought, such as "Creator Pro". */
  plan: string;
  /** The label the account takes, such as "7 Days" (yearly: "84 Days"). */
  planDuration: string;
  planDays: number;
  voiceLimit: number;
  amount: number;
  billingCycle: BillingCycle;
  originalAmount: number | null;
  savings: number;
  tid: string;
  accountType: string;
  accountHolder: string;
  accountNumber: string;
  status: PaymentStatus;
  rejectionReason: string | null;
  createdAt: string;
  timestamp: number;
  processedAt: string | null;
  processedBy: string | null;
}

export interface AdminPaymentsPage {
  items: PaymentView[];
  total: number;
  page: number;
  pageSize: number;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "29 Nov 2026" on the operator's calendar (en-GB would print "Sept", so parts are joined here). */
export function formatDay(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")} ${MONTHS[Number(get("month")) - 1] ?? ""} ${get("year")}`;
}
