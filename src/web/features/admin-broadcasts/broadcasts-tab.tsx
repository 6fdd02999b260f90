import { Pencil, Plus, Trash2 } from "lucide-react";
import type { BroadcastView } from "../../../domain/broadcasts.ts";
import { msg } from "../../../domain/messages.ts";
import { formatDay } from "../../../domain/payments.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { EmptyList, ListSkeleton, LoadError } from "../../components/admin/list-states.tsx";
import { useListActions } from "../../components/admin/use-list-actions.ts";
import { Button } from "../../components/ui/button.tsx";
import { useSite } from "../../lib/site.ts";
import { useAdminBroadcasts, useDeleteBroadcast } from "./api.ts";
import { BroadcastFormModal } from "./broadcast-form-modal.tsx";

export function BroadcastsTab() {
  const { timezone } = useSite();
  const list = useAdminBroadcasts();
  const remove = useDeleteBroadcast();
  const { editing, setEditing, deleting, setDeleting, confirmDelete } =
    useListActions<BroadcastView>({
      list,
      remove,
      texts: {
        loadFailed: msg.admin.broadcastsLoadFailed,
        deleted: msg.admin.broadcastDeleted,
        deleteFailed: msg.admin.broadcastDeleteFailed,
      },
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Broadcast messages</h2>
        <Button onClick={() => setEditing("new")}>
          <Plus className="size-4" aria-hidden="true" /> New Message
        </Button>
      </div>

      {list.isPending ? (
        <ListSkeleton label="Loading broadcast messages" rows={3} />
      ) : list.isError ? (
        <LoadError message={msg.admin.broadcastsLoadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyList>No broadcast messages yet.</EmptyList>
      ) : (
        <ul className="space-y-3">
          {list.data.items.map((b) => (
            <li key={b.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <h3 className="break-words font-semibold">
                    {b.title}{" "}
                    {b.active ? (
                      <span className="ml-1 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                        Active
                      </span>
                    ) : (
                      <span className="ml-1 inline-flex rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                        Inactive
                      </span>
                    )}
                  </h3>
                  <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">
                    {b.description}
                  </p>
                  <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                    {formatDay(new Date(b.createdAt), timezone)}
                    {b.updatedAt !== b.createdAt &&
                      ` · edited ${formatDay(new Date(b.updatedAt), timezone)}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    onClick={() => setEditing(b)}
                    aria-label={`Edit ${b.title}`}
                  >
                    <Pencil className="size-4" aria-hidden="true" /> Edit
                  </Button>
                  <Button
                    variant="danger"
                    className="px-3 py-1.5"
                    onClick={() => setDeleting(b)}
                    aria-label={`Delete ${b.title}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <BroadcastFormModal
          broadcast={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}

      {deleting && (
        <ConfirmDialog
          title="Delete broadcast message"
          description={msg.admin.confirmBroadcastDelete}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          <p className="break-words text-sm">
            <strong>{deleting.title}</strong>
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
