// The admin Broadcast tab's calls: the list and create, update, delete.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BroadcastForm, BroadcastView } from "../../../domain/broadcasts.ts";
import { refreshAdminLists } from "../../lib/admin-queries.ts";
import { api } from "../../lib/api.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminBroadcastsKey = ["admin-broadcasts"] as const;

export function useAdminBroadcasts() {
  return useQuery({
    queryKey: adminBroadcastsKey,
    queryFn: ({ signal }) => api<{ items: BroadcastView[] }>("/api/admin/broadcasts", { signal }),
    retry: 1,
  });
}

export function useSaveBroadcast() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: BroadcastForm }) =>
      id === null
        ? api<{ broadcast: BroadcastView }>("/api/admin/broadcasts", { body: form })
        : api<{ broadcast: BroadcastView }>(`/api/admin/broadcasts/${id}`, {
            method: "PUT",
            body: form,
          }),
    onSettled: () => refreshAdminLists(qc),
  });
}

export function useDeleteBroadcast() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ ok: true }>(`/api/admin/broadcasts/${id}`, { method: "DELETE" }),
    onSettled: () => refreshAdminLists(qc),
  });
}
