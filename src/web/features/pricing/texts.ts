// The pricing page's own wording, beyond the shared catalogue (src/domain/messages.ts).
import type { PurchaseOutcome } from "../../../domain/purchase.ts";

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const generations = (n: number, unlimited: boolean) =>
  unlimited ? "unlimited generations" : count(n, "generation");

export const pricingText = {
  unavailable:
    "Plans could not be loaded, so purchases are unavailable right now. Please try again in a moment.",
  copyFailed: "Could not copy. Please copy the account number by hand.",
  copied: "Copied",
  billing: { monthly: "One-time payment", yearly: "Yearly, one-time payment" },
  tidHint: "6 to 40 letters, digits or dashes, as shown in your wallet's receipt.",
  loadingPayment: "Loading payment details",
  notOpenTitle: "Payments are not open yet",
  deactivatedTitle: "Your account is deactivated",
  contactSupport: "Contact support",
  alsoAccepted: "Also accepted",
  sendTo: (amount: string, one: string | null) =>
    one
      ? `Send ${amount} to this ${one} account, then enter the transaction ID from your receipt below.`
      : `Send ${amount} to one of these accounts, then enter the transaction ID from your receipt below.`,
  /**
   * What approval will do (docs/product.md section 4, "Buying more"): a purchase on an active plan
   * adds its days and generations; otherwise the plan starts on approval.
   */
  outcome: (
    o: PurchaseOutcome,
    plan: { days: number; voiceLimit: number; unlimited: boolean },
    day: (at: Date) => string,
  ) =>
    o.adds && o.currentEnd
      ? `Adds ${count(plan.days, "day")} and ${generations(plan.voiceLimit, plan.unlimited)} to your plan ending ${day(o.currentEnd)}. Once verified, it runs until ${day(o.expiresAt)} with ${generations(o.remaining, o.unlimited)} left.`
      : `Once verified, your plan runs for ${count(plan.days, "day")} with ${generations(plan.voiceLimit, plan.unlimited)}.`,
} as const;
