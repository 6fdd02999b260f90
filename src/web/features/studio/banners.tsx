import { AlertTriangle, Ban, Crown, WifiOff } from "lucide-react";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTexts } from "../../lib/i18n.ts";
import type { Me } from "../../lib/me.ts";
import { messageText } from "../../lib/message-text.ts";
import { Link } from "../../lib/navigation.tsx";
import { outOfQuota } from "./preconditions.ts";
import { studioText } from "./texts.ts";

const base = "flex items-start gap-3 rounded-xl border px-4 py-3 text-sm";

// docs/product.md section 2: red when deactivated, yellow when offline, a warning when 1 or 2 remain
// of what was used (a new account with its whole free quota is not warned), and at 0 a banner that
// stays, with the way out.
export function Banners({ profile, online }: { profile: Me["profile"]; online: boolean }) {
  const t = useTexts(studioText);
  const counted = profile.isActive && !profile.unlimited;
  const lowQuota =
    counted && profile.remaining > 0 && profile.remaining <= 2 && profile.remaining < profile.limit;
  const noQuota = outOfQuota(profile);
  // One polite status region, so a banner that appears later (the connection drops, a generation
  // leaves 2) is announced. `contents` gives it no box, so an empty region adds no gap.
  return (
    <div role="status" className="contents">
      {!profile.isActive && (
        <div
          className={`${base} border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100`}
        >
          <Ban className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>{t("bannerDeactivated")}</strong> {messageText("generationDeactivated")}
          </p>
        </div>
      )}
      {!online && (
        <div
          className={`${base} border-yellow-300 bg-yellow-50 text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950/60 dark:text-yellow-100`}
        >
          <WifiOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>{t("bannerOffline")}</strong> {t("bannerOfflineBody")}
          </p>
        </div>
      )}
      {noQuota && (
        <div
          className={`${base} flex-wrap items-center border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100`}
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <strong>{t("bannerNoQuota")}</strong> {messageText("generationLimitReached")}
          </p>
          <Link to="/pricing" className={buttonClass("primary", "min-h-11 px-4 py-2")}>
            <Crown className="size-4" aria-hidden="true" /> {t("bannerUpgrade")}
          </Link>
        </div>
      )}
      {lowQuota && (
        <div
          className={`${base} border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100`}
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>{t("bannerLowQuota", { count: profile.remaining })}</strong>{" "}
            <Link to="/pricing" className="font-semibold underline">
              {t("bannerLowQuotaLink")}
            </Link>{" "}
            {t("bannerLowQuotaAfter")}
          </p>
        </div>
      )}
    </div>
  );
}
