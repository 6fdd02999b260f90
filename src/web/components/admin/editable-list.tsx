// An admin list the operator edits row by row (pricing plans, broadcast messages): its heading
// and Add button, its loading, failed and empty states, the form for a new or an existing row,
// and the delete behind a confirmation.
import type { UseMutationResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { toast } from "../toaster.tsx";
import { Button } from "../ui/button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { EmptyList, Loaded, type PanelQuery } from "./list-states.tsx";
import { type AdminKey, adminText } from "./texts.ts";

/** The list's own words, by their admin catalogue key, and the messages it shows. */
export interface EditableListTexts {
  title: AdminKey;
  add: AdminKey;
  empty: AdminKey;
  loadFailed: string;
  deleted: string;
  deleteFailed: string;
  confirmTitle: AdminKey;
  confirmDescription: string;
}

/** What a row's buttons do: open its form, or ask to delete it. */
export interface RowActions<T> {
  edit: (row: T) => void;
  remove: (row: T) => void;
}

export function EditableList<T extends { id: number }>({
  texts,
  list,
  remove,
  skeleton,
  form,
  confirmBody,
  children,
}: {
  texts: EditableListTexts;
  list: PanelQuery<T[]>;
  remove: UseMutationResult<unknown, Error, number>;
  skeleton: ReactNode;
  /** The form for a new row (null) or for this one. */
  form: (row: T | null, onClose: () => void) => ReactNode;
  /** What the delete confirmation says about the row. */
  confirmBody: (row: T) => ReactNode;
  children: (rows: T[], act: RowActions<T>) => ReactNode;
}) {
  const t = useTexts(adminText);
  // The row the form shows ("new" for an empty form), and the one awaiting its confirmation.
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(texts.deleted);
        setDeleting(null);
      },
      onError: (e) => toastError(e, texts.deleteFailed),
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t(texts.title)}</h2>
        <Button onClick={() => setEditing("new")}>
          <Plus className="size-4" aria-hidden="true" /> {t(texts.add)}
        </Button>
      </div>

      <Loaded query={list} skeleton={skeleton} failed={texts.loadFailed}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyList>{t(texts.empty)}</EmptyList>
          ) : (
            children(rows, { edit: setEditing, remove: setDeleting })
          )
        }
      </Loaded>

      {editing && form(editing === "new" ? null : editing, () => setEditing(null))}
      {deleting && (
        <ConfirmDialog
          title={t(texts.confirmTitle)}
          description={texts.confirmDescription}
          confirmLabel={t("actionDelete")}
          danger
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {confirmBody(deleting)}
        </ConfirmDialog>
      )}
    </div>
  );
}
