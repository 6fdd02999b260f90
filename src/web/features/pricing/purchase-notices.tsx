// What the purchase modal shows instead of the form, or above it: payments closed, the account
// deactivated, and what approval will do to the buyer's plan.
import { formatDay } from "../../../domain/i18n/format.ts";
import { type PlanState, purchaseOutcome } from "../../../domain/purchase.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import type { Me } from "../../lib/me.ts";
import { messageText } from "../../lib/message-text.ts";
import { Link } from "../../lib/navigation.tsx";
import type { BuyablePlan } from "./purchase-modal.tsx";
import { pricingText } from "./texts.ts";

type Profile = Me["profile"];

export function Notice({ kind, onClose }: { kind: "closed" | "inactive"; onClose: () => void }) {
  const t = useTexts(pricingText);
  const inactive = kind === "inactive";
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h3 className="font-semibold">{t(inactive ? "deactivatedTitle" : "notOpenTitle")}</h3>
      <p className="mt-1 text-sm">
        {inactive ? messageText("generationDeactivated") : messageText("purchaseNotOpen")}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClass("primary")} onClick={onClose}>
          {t("contactSupport")}
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
  const t = useTexts(pricingText);
  const locale = useLocale();
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
      {t(outcome.adds && outcome.currentEnd ? "outcomeAdds" : "outcomeStarts", {
        days: plan.days,
        adds: plan.voiceLimit,
        addsUnlimited: plan.unlimited ? "yes" : "no",
        left: outcome.remaining,
        leftUnlimited: outcome.unlimited ? "yes" : "no",
        end: outcome.currentEnd ? formatDay(outcome.currentEnd, timeZone, locale) : "",
        until: formatDay(outcome.expiresAt, timeZone, locale),
      })}
    </p>
  );
}
