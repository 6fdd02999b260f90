import { RefreshCw } from "lucide-react";
import { Suspense, useEffect, useEffectEvent, useState } from "react";
import { formatRs } from "../../../domain/i18n/format.ts";
import { maxYearlySavings, STATIC_PLANS } from "../../../domain/plan-catalog.ts";
import type { BillingCycle } from "../../../domain/pricing.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { lazyWhenOnline } from "../../lib/chunks.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { useMe } from "../../lib/me.ts";
import { messageText } from "../../lib/message-text.ts";
import { useNavigate, useSearchParams } from "../../lib/navigation.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { shellText } from "../../lib/shell-text.ts";
import { useSite } from "../../lib/site.ts";
import { usePlans } from "./api.ts";
import { BillingToggle } from "./billing-toggle.tsx";
import { type CardPlan, fromApi, fromStatic } from "./card-model.ts";
import { PlanCard, PlanCardSkeleton } from "./plan-card.tsx";
import { PaymentMethods, PricingFaq, SavingsBreakdown, TrustBlurbs } from "./pricing-extras.tsx";
import type { BuyablePlan } from "./purchase-modal.tsx";
import { pricingText } from "./texts.ts";

// The modal brings the form's validation (zod) with it: loaded when a plan is chosen, it keeps
// 25 kB of gzip off the pricing page's first paint.
// Offline, the modal opens once the network is back; the toast says why it has not yet.
const PurchaseModal = lazyWhenOnline(
  () => import("./purchase-modal.tsx").then((m) => m.PurchaseModal),
  () => toast.error(shellText("offline")),
);

export function PricingPage() {
  const t = useTexts(pricingText);
  const locale = useLocale();
  usePageMeta(t("metaTitle"), t("metaDescription"));
  const plans = usePlans();
  const me = useMe();
  const site = useSite();
  const navigate = useNavigate();
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const [buying, setBuying] = useState<BuyablePlan | null>(null);
  const now = new Date();

  // docs/product.md section 2: the static set, and only it, when the load fails or returns none.
  const fallback = plans.isError || (plans.isSuccess && plans.data.length === 0);
  const cards: CardPlan[] = fallback
    ? STATIC_PLANS.map((p) => fromStatic(p, cycle, now))
    : (plans.data ?? []).map((p) => fromApi(p, now));

  const choose = async (plan: CardPlan) => {
    // A click before the session has loaded waits for it, rather than taking a signed-in user
    // for a visitor and sending them to /login.
    const who = me.isPending ? (await me.refetch()).data : me.data;
    if (!who) {
      // A new account is the likely case; once signed in, the plan's purchase opens (below).
      const back = `/pricing?${new URLSearchParams({ buy: plan.key })}`;
      navigate("/login?tab=signup", { state: { from: back } });
    } else if (plan.free) {
      toast.info(messageText("purchaseAlreadyFree"));
    } else if (plan.id === null) {
      // A static card has no server id; never send a made-up one. Try the live plans again.
      toast.error(pricingText("unavailable"));
      void plans.refetch();
    } else {
      setBuying({ ...plan, id: plan.id });
    }
  };

  // A plan wanted by address (a plan's link followed before the page's script ran, or back from
  // signing in after choosing one): chosen once the session and the plans are known, once.
  const [params, setParams] = useSearchParams();
  const wanted = params.get("buy");
  const ready = Boolean(wanted && !me.isPending && !plans.isPending);
  const chooseWanted = useEffectEvent(() => {
    const card = cards.find((c) => c.key === wanted);
    setParams({}, { replace: true });
    if (card) void choose(card);
  });
  useEffect(() => {
    if (ready) chooseWanted();
  }, [ready]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("heading")}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600 dark:text-slate-400">
          {t("lead", { verification: site.verificationText })}
        </p>
      </div>

      {fallback && (
        <BillingToggle
          value={cycle}
          onChange={setCycle}
          saveUpTo={formatRs(maxYearlySavings(STATIC_PLANS), locale)}
        />
      )}
      {plans.isError && (
        <div
          role="status"
          className="mx-auto mt-6 flex max-w-2xl flex-wrap items-center justify-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {t("liveFailed")}
          <Button
            variant="secondary"
            className="px-3 py-1"
            onClick={() => void plans.refetch()}
            disabled={plans.isFetching}
          >
            <RefreshCw className="size-4" aria-hidden="true" /> {t("retry")}
          </Button>
        </div>
      )}

      <section aria-label={t("plans")} aria-busy={plans.isPending} className="mt-12">
        {plans.isPending ? (
          <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <span className="sr-only">{t("plansLoading")}</span>
            {[0, 1, 2, 3].map((i) => (
              <PlanCardSkeleton key={i} />
            ))}
          </div>
        ) : (
          <div className="grid grid-cols-[repeat(auto-fit,minmax(12.5rem,1fr))] gap-x-6 gap-y-10">
            {cards.map((plan) => (
              <PlanCard key={plan.key} plan={plan} onChoose={(p) => void choose(p)} />
            ))}
          </div>
        )}
      </section>

      {/* Yearly billing exists only with the static set, so its savings table does too. */}
      {fallback && (
        <SavingsBreakdown yearly={STATIC_PLANS.map((p) => fromStatic(p, "yearly", now))} />
      )}
      <TrustBlurbs site={site} />
      <PaymentMethods site={site} />
      <PricingFaq site={site} />

      {buying && (
        <Suspense fallback={null}>
          <PurchaseModal
            plan={buying}
            profile={me.data?.profile ?? null}
            onClose={() => setBuying(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
