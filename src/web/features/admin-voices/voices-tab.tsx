// The admin Voices tab: every engine's voices (turn on or off, relabel) and the neural voice
// catalogue (install, with the server's progress).
import { useState } from "react";
import { AdminTable } from "../../components/admin/admin-table.tsx";
import { EmptyList, ListSkeleton, Loaded } from "../../components/admin/list-states.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { type AdminVoice, useAdminVoices, useUpdateVoice } from "./api.ts";
import { DefaultsPanel } from "./defaults-panel.tsx";
import { InstallPanel } from "./install-panel.tsx";
import { VoiceLabelsModal } from "./voice-labels-modal.tsx";
import { engineName, VoiceRow } from "./voice-row.tsx";

export function VoicesTab() {
  const t = useTexts(adminText);
  const list = useAdminVoices();
  const update = useUpdateVoice();
  const [editing, setEditing] = useState<AdminVoice | null>(null);

  const toggle = (v: AdminVoice) =>
    update.mutate(
      { id: v.id, patch: { enabled: !v.enabled } },
      {
        onSuccess: ({ voice }) =>
          toast.success(
            voice.enabled
              ? messageText("voicesEnabled", { name: voice.name })
              : messageText("voicesDisabledToast", { name: voice.name }),
          ),
        onError: (e) => toastError(e, messageText("voicesSaveFailed")),
      },
    );

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold">{t("voicesTitle")}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("voicesIntro")}</p>
      </div>
      <Loaded
        query={list}
        skeleton={<ListSkeleton label={t("voicesLoading")} />}
        failed={messageText("voicesLoadFailed")}
      >
        {(data) => (
          <>
            {data.errors.map((e) => (
              <p
                key={e.engine}
                role="alert"
                className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
              >
                {t("voicesEngineProblem", { engine: engineName(e.engine), problem: e.message })}
              </p>
            ))}
            {data.voices.length === 0 ? (
              <EmptyList>{t("voicesEmpty")}</EmptyList>
            ) : (
              <AdminTable
                label={t("voicesTitle")}
                columns={[
                  t("voicesColumnVoice"),
                  t("voicesColumnEngine"),
                  t("voicesColumnLanguage"),
                  t("columnStatus"),
                  t("voicesColumnLabels"),
                ]}
                minWidth="min-w-[640px]"
              >
                {data.voices.map((v) => (
                  <VoiceRow
                    key={v.id}
                    voice={v}
                    busy={update.isPending && update.variables?.id === v.id}
                    onToggle={() => toggle(v)}
                    onEdit={() => setEditing(v)}
                  />
                ))}
              </AdminTable>
            )}
            <DefaultsPanel defaults={data.defaults} catalogue={data.catalogue} />
            <InstallPanel catalogue={data.catalogue} installs={data.installs} />
          </>
        )}
      </Loaded>
      {editing && <VoiceLabelsModal voice={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
