import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, client } from "../../lib/client.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminAuditKey = ["admin-audit"] as const;

export function useAudit(query: { action: string; page: number }) {
  return useQuery({
    queryKey: [...adminAuditKey, query],
    queryFn: ({ signal }) =>
      call(
        client.api.admin.audit.$get(
          { query: { action: query.action, page: String(query.page) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
