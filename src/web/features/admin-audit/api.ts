import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditPage } from "../../../domain/admin.ts";
import { api } from "../../lib/api.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminAuditKey = ["admin-audit"] as const;

export function useAudit(query: { action: string; page: number }) {
  return useQuery({
    queryKey: [...adminAuditKey, query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ action: query.action, page: String(query.page) });
      return api<AuditPage>(`/api/admin/audit?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
