// An admin list's edit and delete: which item the form shows ("new" for an empty form), which
// one waits for its delete confirmation, and one toast when the list fails to load (the list's
// panel offers Retry).
import type { UseMutationResult } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toastError } from "../../lib/api.ts";
import { toast } from "../toaster.tsx";

export function useListActions<T extends { id: number }>({
  list,
  remove,
  texts,
}: {
  list: { isError: boolean; error: unknown };
  remove: UseMutationResult<unknown, unknown, number>;
  texts: { loadFailed: string; deleted: string; deleteFailed: string };
}) {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  useEffect(() => {
    if (list.isError) toastError(list.error, texts.loadFailed);
  }, [list.isError, list.error, texts.loadFailed]);

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

  return { editing, setEditing, deleting, setDeleting, confirmDelete };
}
