import { Crown, Plus, Zap } from "lucide-react";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import type { Me } from "../../lib/me.ts";
import { messageText } from "../../lib/message-text.ts";
import { Link } from "../../lib/navigation.tsx";
import { studioText } from "./texts.ts";

type Profile = Me["profile"];

export function PlanCard({ profile }: { profile: Profile }) {
  const t = useTexts(studioText);
  const locale = useLocale();
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
        {t("planTitle")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div className="col-span-2">
          <dt className="text-slate-600 dark:text-slate-400">{t("planCurrent")}</dt>
          <dd className="text-base font-semibold">
            {profile.plan ?? (pro ? t("planPro") : t("planFree"))}
          </dd>
        </div>
        {profile.daysLeft !== null && (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t("planDaysLeft")}</dt>
            <dd className="text-base font-semibold">
              {t("planDays", { count: profile.daysLeft })}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("planGenerationsLeft")}</dt>
          {/* Announced when a generation changes it, without a reload. */}
          <dd className="text-base font-semibold" aria-live="polite" aria-atomic="true">
            {profile.unlimited ? (
              <>
                <span aria-hidden="true">{"∞ "}</span>
                {t("planUnlimited")}
              </>
            ) : (
              t("planRemaining", {
                remaining: formatNumber(profile.remaining, locale),
                limit: formatNumber(profile.limit, locale),
              })
            )}
          </dd>
        </div>
      </dl>
      {pro ? (
        <>
          <Link
            to="/pricing"
            className={buttonClass("secondary", "mt-5 min-h-11 w-full")}
            aria-describedby="plan-buy-more"
          >
            <Plus className="size-4" aria-hidden="true" /> {messageText("purchaseBuyMore")}
          </Link>
          <p id="plan-buy-more" className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {messageText("purchaseBuyMoreHint")}
          </p>
        </>
      ) : (
        <Link to="/pricing" className={buttonClass("primary", "mt-5 min-h-11 w-full")}>
          <Crown className="size-4" aria-hidden="true" /> {t("planUpgrade")}
        </Link>
      )}
    </section>
  );
}
