// The admin Voices tab: every engine's voices (turn on or off, relabel) and the neural voice
// catalogue (install, with the server's progress).
import { useState } from "react";
import { msg } from "../../../domain/messages.ts";
import { AdminTable } from "../../components/admin/admin-table.tsx";
import { EmptyList, ListSkeleton, Loaded } from "../../components/admin/list-states.tsx";
import { toast } from "../../components/toaster.tsx";
import { toastError } from "../../lib/api.ts";
import { type AdminVoice, useAdminVoices, useUpdateVoice } from "./api.ts";
import { InstallPanel } from "./install-panel.tsx";
import { VoiceLabelsModal } from "./voice-labels-modal.tsx";
import { ENGINE_NAMES, VoiceRow } from "./voice-row.tsx";

export function VoicesTab() {
  const list = useAdminVoices();
  const update = useUpdateVoice();
  const [editing, setEditing] = useState<AdminVoice | null>(null);

  const toggle = (v: AdminVoice) =>
    update.mutate(
      { id: v.id, patch: { enabled: !v.enabled } },
      {
        onSuccess: ({ voice }) =>
          toast.success(
            voice.enabled ? msg.voices.enabled(voice.name) : msg.voices.disabledToast(voice.name),
          ),
        onError: (e) => toastError(e, msg.voices.saveFailed),
      },
    );

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold">Voices</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A voice turned off is hidden from the studio and the public API, and cannot be used.
        </p>
      </div>
      <Loaded
        query={list}
        skeleton={<ListSkeleton label="Loading voices" />}
        failed={msg.voices.loadFailed}
      >
        {(data) => (
          <>
            {data.errors.map((e) => (
              <p
                key={e.engine}
                role="alert"
                className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
              >
                {ENGINE_NAMES[e.engine] ?? e.engine}: {e.message}
              </p>
            ))}
            {data.voices.length === 0 ? (
              <EmptyList>No voices.</EmptyList>
            ) : (
              <AdminTable
                label="Voices"
                columns={["Voice", "Engine", "Language", "Status", "Labels"]}
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
            <InstallPanel catalogue={data.catalogue} installs={data.installs} />
          </>
        )}
      </Loaded>
      {editing && <VoiceLabelsModal voice={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
