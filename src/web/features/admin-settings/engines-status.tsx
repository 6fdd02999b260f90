import { CheckCircle2, XCircle } from "lucide-react";
import type { EnginesStatus as EnginesStatusData } from "../../../domain/admin.ts";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { ListSkeleton, Loaded } from "../../components/admin/list-states.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useEngines } from "./api.ts";
import { SettingsCard } from "./settings-card.tsx";

export function EnginesStatus() {
  const t = useTexts(adminText);
  const engines = useEngines();
  return (
    <SettingsCard title={t("settingsEngines")}>
      <Loaded
        query={engines}
        skeleton={<ListSkeleton label={t("settingsEnginesLoading")} rows={2} />}
        failed={t("settingsEnginesLoadFailed")}
      >
        {(status) => (
          <>
            {status.engines.length === 0 && (
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                {t("settingsEnginesNone")}
              </p>
            )}
            <ul className="mt-3 space-y-2">
              {status.engines.map((e) => (
                <li key={e.id} className="flex items-start gap-2 text-sm">
                  {e.ok ? (
                    <CheckCircle2
                      className="mt-0.5 size-4 shrink-0 text-emerald-600"
                      aria-hidden="true"
                    />
                  ) : (
                    <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
                  )}
                  <span>
                    <span className="font-medium">{e.id}</span>
                    {": "}
                    {t(e.ok ? "settingsEngineOk" : "settingsEngineDown")}
                    {e.detail && (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {e.detail}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <Subscription status={status} />
          </>
        )}
      </Loaded>
    </SettingsCard>
  );
}

function Subscription({ status }: { status: EnginesStatusData }) {
  const t = useTexts(adminText);
  const sub = status.subscription;
  if (!sub) return null;
  return (
    <p className="mt-3 text-sm">
      {t("settingsSubscription")} <span className="font-medium">{sub.tier}</span>
      {" · "}
      {t("settingsCharacters", {
        used: formatNumber(sub.characterCount),
        limit: formatNumber(sub.characterLimit),
      })}
      {status.subscriptionIsDefault && ` ${t("settingsSubscriptionDefault")}`}
    </p>
  );
}
