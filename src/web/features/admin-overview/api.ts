import { useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "../../../domain/admin.ts";
import { api } from "../../lib/api.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminOverviewKey = ["admin-overview"] as const;

export function useAdminOverview() {
  return useQuery({
    queryKey: adminOverviewKey,
    queryFn: ({ signal }) => api<AdminOverview>("/api/admin/overview", { signal }),
    retry: 1,
  });
}
