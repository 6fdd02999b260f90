import { useQuery } from "@tanstack/react-query";
import { call, client } from "../../lib/client.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminOverviewKey = ["admin-overview"] as const;

export function useAdminOverview() {
  return useQuery({
    queryKey: adminOverviewKey,
    queryFn: ({ signal }) => call(client.api.admin.overview.$get(undefined, { init: { signal } })),
    retry: 1,
  });
}
