// The user's studio on the dashboard (docs/product.md section 2): status badges, banners, the voice
// generator with its Generated Audio panel, the plan card, and the history of generations.
import { useState } from "react";
import type { Me } from "../../lib/me.ts";
import type { Generation } from "./api.ts";
import { Banners } from "./banners.tsx";
import { isMobileDevice } from "./device.ts";
import { History } from "./history.tsx";
import { PlanCard } from "./plan-card.tsx";
import { StatusRow } from "./status-row.tsx";
import { useOnline } from "./use-online.ts";
import { VoiceGenerator } from "./voice-generator.tsx";

export function VoiceStudio({ me }: { me: Me }) {
  const { profile } = me;
  const online = useOnline();
  const [mobile] = useState(isMobileDevice);
  const [current, setCurrent] = useState<Generation | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <StatusRow pro={profile.accountStatus === "pro"} online={online} mobile={mobile} />
      <Banners profile={profile} online={online} />
      {/* The generator first (on a phone its text box is on the first screen), the plan after it:
          beside it on a wide screen, below it on a phone. */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <VoiceGenerator
            profile={profile}
            current={current}
            onGenerated={setCurrent}
            online={online}
          />
        </div>
        <PlanCard profile={profile} />
      </div>
      <History onDeleted={(id) => setCurrent((c) => (c?.id === id ? null : c))} />
    </div>
  );
}
