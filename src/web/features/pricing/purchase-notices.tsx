// What the purchase modal shows instead of the form, or above it: payments closed, the account
// deactivated, and what approval will do to the buyer's plan.
import { Link } from "react-router";
import { msg } from "../../../domain/messages.ts";
import { formatDay } from "../../../domain/payments.ts";
import { type PlanState, purchaseOutcome } from "../../../domain/purchase.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import type { Me } from "../../lib/me.ts";
import type { BuyablePlan } from "./purchase-modal.tsx";
import { pricingText } from "./texts.ts";

type Profile = Me["profile"];

export function Notice({ kind, onClose }: { kind: "closed" | "inactive"; onClose: () => void }) {
  const inactive = kind === "inactive";
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h3 className="font-semibold">
        {inactive ? pricingText.deactivatedTitle : pricingText.notOpenTitle}
      </h3>
      <p className="mt-1 text-sm">{inactive ? msg.generation.deactivated : msg.purchase.notOpen}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClass("primary")} onClick={onClose}>
          {pricingText.contactSupport}
        </Link>
      </div>
    </div>
  );
}

/** The profile as the purchase rule reads it (docs/product.md section 4, "Buying more"). */
function planStateOf(p: Profile): PlanState {
  return {
    accountStatus: p.accountStatus,
    planExpiresAt: p.planExpiry ? new Date(p.planExpiry) : null,
    upgradedAt: p.upgradedAt ? new Date(p.upgradedAt) : null,
    voicesGenerated: p.voicesGenerated,
    voiceLimit: p.accountStatus === "pro" ? p.limit : null,
  };
}

/** "Adds 7 days and 20 generations to your plan ending 3 Dec 2026. ..." */
export function PurchaseOutcomeLine({
  plan,
  profile,
  timeZone,
}: {
  plan: BuyablePlan;
  profile: Profile | null;
  timeZone: string;
}) {
  const outcome = purchaseOutcome(
    profile ? planStateOf(profile) : null,
    {
      planId: plan.id,
      name: plan.name,
      amount: plan.amount,
      days: plan.days,
      voiceLimit: plan.voiceLimit,
    },
    new Date(),
  );
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      {pricingText.outcome(outcome, plan, (at) => formatDay(at, timeZone))}
    </p>
  );
}
