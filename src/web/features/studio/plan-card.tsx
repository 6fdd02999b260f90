import { Crown, Plus, Zap } from "lucide-react";
import { Link } from "react-router";
import { msg } from "../../../domain/messages.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import type { Me } from "../../lib/me.ts";

type Profile = Me["profile"];

export function PlanCard({ profile }: { profile: Profile }) {
  const pro = profile.accountStatus === "pro";
  return (
    <section
      aria-labelledby="plan-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="plan-title" className="flex items-center gap-2 text-lg font-semibold">
        {pro ? (
          <Crown className="size-5 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        ) : (
          <Zap className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        )}
        Your plan
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div className="col-span-2">
          <dt className="text-slate-600 dark:text-slate-400">Current plan</dt>
          <dd className="text-base font-semibold">
            {profile.plan ?? (pro ? "Pro" : "Free Starter")}
          </dd>
        </div>
        {profile.daysLeft !== null && (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Days left</dt>
            <dd className="text-base font-semibold">
              {profile.daysLeft} {profile.daysLeft === 1 ? "day" : "days"}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Generations left</dt>
          {/* Announced when a generation changes it, without a reload. */}
          <dd className="text-base font-semibold" aria-live="polite" aria-atomic="true">
            {profile.unlimited ? (
              <>
                <span aria-hidden="true">∞ </span>unlimited
              </>
            ) : (
              `${profile.remaining} of ${profile.limit}`
            )}
          </dd>
        </div>
      </dl>
      {pro ? (
        <>
          <Link
            to="/pricing"
            className={buttonClass("secondary", "mt-5 w-full")}
            aria-describedby="plan-buy-more"
          >
            <Plus className="size-4" aria-hidden="true" /> {msg.purchase.buyMore}
          </Link>
          <p id="plan-buy-more" className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {msg.purchase.buyMoreHint}
          </p>
        </>
      ) : (
        <Link to="/pricing" className={buttonClass("primary", "mt-5 w-full")}>
          <Crown className="size-4" aria-hidden="true" /> Upgrade Plan
        </Link>
      )}
    </section>
  );
}
