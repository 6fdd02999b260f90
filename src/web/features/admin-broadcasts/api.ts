// The admin Broadcast tab's calls: the list and create, update, delete.
import { useAdminQuery, useDeleteRow, useSaveRow } from "../../lib/admin-calls.ts";
import { client } from "../../lib/client.ts";

const broadcasts = client.api.admin.broadcasts;

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminBroadcastsKey = ["admin-broadcasts"] as const;

export function useAdminBroadcasts() {
  return useAdminQuery(adminBroadcastsKey, (o) => broadcasts.$get(undefined, o), {
    select: (answer) => answer.items,
  });
}

export const useSaveBroadcast = () => useSaveRow(broadcasts);
export const useDeleteBroadcast = () => useDeleteRow(broadcasts);
