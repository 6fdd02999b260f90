import type { BroadcastView } from "../../../domain/broadcasts.ts";
import { formatDay } from "../../../domain/i18n/format.ts";
import { EditableList, type EditableListTexts } from "../../components/admin/editable-list.tsx";
import { ListSkeleton } from "../../components/admin/list-states.tsx";
import { editDelete, RowButtons } from "../../components/admin/row-buttons.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useSite } from "../../lib/site.ts";
import { useAdminBroadcasts, useDeleteBroadcast } from "./api.ts";
import { BroadcastFormModal } from "./broadcast-form-modal.tsx";

const texts: EditableListTexts = {
  title: "broadcastsTitle",
  add: "broadcastsAdd",
  empty: "broadcastsEmpty",
  loadFailed: messageText("adminBroadcastsLoadFailed"),
  deleted: messageText("adminBroadcastDeleted"),
  deleteFailed: messageText("adminBroadcastDeleteFailed"),
  confirmTitle: "broadcastsDeleteTitle",
  confirmDescription: messageText("adminConfirmBroadcastDelete"),
};

export function BroadcastsTab() {
  const t = useTexts(adminText);
  const { timezone } = useSite();
  const day = (iso: string) => formatDay(new Date(iso), timezone);
  const list = useAdminBroadcasts();
  const remove = useDeleteBroadcast();
  return (
    <EditableList<BroadcastView>
      texts={texts}
      list={list}
      remove={remove}
      skeleton={<ListSkeleton label={t("broadcastsLoading")} rows={3} />}
      form={(broadcast, onClose) => <BroadcastFormModal broadcast={broadcast} onClose={onClose} />}
      confirmBody={(b) => (
        <p className="break-words text-sm">
          <strong>{b.title}</strong>
        </p>
      )}
    >
      {(items, act) => (
        <ul className="space-y-3">
          {items.map((b) => (
            <li key={b.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <h3 className="break-words font-semibold">
                    {b.title}{" "}
                    {b.active ? (
                      <span className="ms-1 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                        {t("statusActive")}
                      </span>
                    ) : (
                      <span className="ms-1 inline-flex rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                        {t("statusInactive")}
                      </span>
                    )}
                  </h3>
                  <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">
                    {b.description}
                  </p>
                  <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                    {day(b.createdAt)}
                    {b.updatedAt !== b.createdAt &&
                      ` · ${t("broadcastsEdited", { day: day(b.updatedAt) })}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <RowButtons of={b.title} buttons={editDelete(act, b, "danger")} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </EditableList>
  );
}
