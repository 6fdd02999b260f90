import { CheckCircle2, XCircle } from "lucide-react";
import { adminText, type EnginesStatus as EnginesStatusData } from "../../../domain/admin.ts";
import { ListSkeleton, Loaded } from "../../components/admin/list-states.tsx";
import { useEngines } from "./api.ts";
import { SettingsCard } from "./settings-card.tsx";

export function EnginesStatus() {
  const engines = useEngines();
  return (
    <SettingsCard title="Speech engines">
      <Loaded
        query={engines}
        skeleton={<ListSkeleton label="Loading the speech engines' status" rows={2} />}
        failed={adminText.enginesLoadFailed}
      >
        {(status) => (
          <>
            {status.engines.length === 0 && (
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                No speech engine reported its status.
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
                    <span className="font-medium">{e.id}</span>:{" "}
                    {e.ok ? "configured and reachable" : "not available"}
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
  const sub = status.subscription;
  if (!sub) return null;
  return (
    <p className="mt-3 text-sm">
      ElevenLabs subscription: <span className="font-medium">{sub.tier}</span> ·{" "}
      {sub.characterCount.toLocaleString("en-US")} of {sub.characterLimit.toLocaleString("en-US")}{" "}
      characters used
      {status.subscriptionIsDefault && " (defaults: ElevenLabs could not be asked)"}
    </p>
  );
}
