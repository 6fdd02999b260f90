// The admin Broadcast tab's calls: the list and create, update, delete.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BroadcastForm } from "../../../domain/broadcasts.ts";
import { refreshAdminLists } from "../../lib/admin-queries.ts";
import { call, client } from "../../lib/client.ts";

const broadcasts = client.api.admin.broadcasts;

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminBroadcastsKey = ["admin-broadcasts"] as const;

export function useAdminBroadcasts() {
  return useQuery({
    queryKey: adminBroadcastsKey,
    queryFn: ({ signal }) => call(broadcasts.$get(undefined, { init: { signal } })),
    retry: 1,
  });
}

export function useSaveBroadcast() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: BroadcastForm }) =>
      id === null
        ? call(broadcasts.$post({ json: form }))
        : call(broadcasts[":id"].$put({ param: { id: String(id) }, json: form })),
    onSettled: () => refreshAdminLists(qc),
  });
}

export function useDeleteBroadcast() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(broadcasts[":id"].$delete({ param: { id: String(id) } })),
    onSettled: () => refreshAdminLists(qc),
  });
}
