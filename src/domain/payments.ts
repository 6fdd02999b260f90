// Wallet-transfer payments: the transaction ID rule, request shapes, the upgrade an approval
// applies (docs/product.md sections 4, 5 and 10).
import { z } from "zod";
import { MAX_SERIAL_ID } from "./ids.ts";
import { type Paged, serialKeyCursor } from "./keyset.ts";
import { messageError } from "./messages.ts";
import { BILLING_CYCLES, type BillingCycle } from "./pricing.ts";
import { walletSchema } from "./settings.ts";

export const MAX_PENDING_PAYMENTS = 3;
export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
export const PAYMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TID_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

// Dashes only group the characters: an ID is at least this many letters and digits.
const MIN_TID_CHARACTERS = 6;

/** Required; 6 to 40 letters, digits or dashes once trimmed, at least 6 of them not dashes. */
export const tidSchema = z
  .string(messageError("purchaseEnterTid"))
  .trim()
  .min(1, messageError("purchaseEnterTid"))
  .regex(TID_PATTERN, messageError("purchaseTidFormat"))
  .refine(
    (tid) => normalizeTid(tid).length >= MIN_TID_CHARACTERS,
    messageError("purchaseTidFormat"),
  );

/**
 * The form of an ID that decides "the same ID": its letters and digits, case-folded. Spaces,
 * dashes and case do not make a new one, so "TX-1234 5678" is "tx12345678" (docs/product.md
 * section 3).
 */
export function normalizeTid(tid: string): string {
  return tid.replace(/[^A-Za-z0-9]/g, "").toLowerCase();
}

// Unknown keys (an amount, a quota, days) are stripped: the server prices the plan itself.
export const paymentRequestSchema = z.object({
  planId: z
    .number(messageError("paymentChoosePlan"))
    .int()
    .positive(messageError("paymentChoosePlan"))
    .max(MAX_SERIAL_ID, messageError("paymentChoosePlan")),
  // A plan is sold as the operator lists it: yearly billing shows only on the static cards, which
  // cannot be bought (docs/product.md section 9). The field stays for the payments that have it.
  billingCycle: z
    .enum(BILLING_CYCLES)
    .default("monthly")
    .refine((cycle) => cycle === "monthly", messageError("purchaseYearlyNotOffered")),
  tid: tidSchema,
  // The operator's wallet the money went to, as the site lists it, so the admin looks for the
  // transfer in that account. Left out (older clients): the primary (docs/product.md section 4).
  wallet: walletSchema.pick({ type: true, number: true }).optional(),
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;
/** What a client sends: the fields with defaults may be left out. */
export type PaymentRequestBody = z.input<typeof paymentRequestSchema>;

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
  after: serialKeyCursor,
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

export type AdminPaymentsPage = Paged<PaymentView>;
