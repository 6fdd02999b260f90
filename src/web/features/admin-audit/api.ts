import { useAdminQuery } from "../../lib/admin-calls.ts";
import { client } from "../../lib/client.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminAuditKey = ["admin-audit"] as const;

export function useAudit(query: { action: string; page: number }) {
  return useAdminQuery(
    [...adminAuditKey, query],
    (o) =>
      client.api.admin.audit.$get({ query: { action: query.action, page: String(query.page) } }, o),
    { paged: true },
  );
}
