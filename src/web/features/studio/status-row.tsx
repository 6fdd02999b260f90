import { Bug, Crown, Smartphone, Wifi, WifiOff } from "lucide-react";
import { useState } from "react";
import { useTexts } from "../../lib/i18n.ts";
import { DebugModal } from "./debug-modal.tsx";
import { studioText } from "./texts.ts";

const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold";

export function StatusRow({
  pro,
  online,
  mobile,
}: {
  pro: boolean;
  online: boolean;
  mobile: boolean;
}) {
  const t = useTexts(studioText);
  const [debug, setDebug] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {pro && (
        <span
          className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200`}
        >
          <Crown className="size-3.5" aria-hidden="true" /> {t("statusPro")}
        </span>
      )}
      <span
        className={`${badge} ${
          online
            ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200"
            : "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-200"
        }`}
      >
        {online ? (
          <Wifi className="size-3.5" aria-hidden="true" />
        ) : (
          <WifiOff className="size-3.5" aria-hidden="true" />
        )}
        {online ? t("statusOnline") : t("statusOffline")}
      </span>
      {mobile && (
        <>
          <span className={`${badge} bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200`}>
            <Smartphone className="size-3.5" aria-hidden="true" /> {t("statusMobile")}
          </span>
          <button
            type="button"
            onClick={() => setDebug(true)}
            className={`${badge} min-h-11 border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800`}
          >
            <Bug className="size-3.5" aria-hidden="true" /> {t("statusDebug")}
          </button>
          <DebugModal open={debug} onClose={() => setDebug(false)} />
        </>
      )}
    </div>
  );
}
