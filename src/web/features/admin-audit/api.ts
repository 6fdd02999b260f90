import { useAdminQuery } from "../../lib/admin-calls.ts";
import { client } from "../../lib/client.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminAuditKey = ["admin-audit"] as const;

export function useAudit({
  action,
  page,
  after,
}: {
  action: string;
  page: number;
  after?: string;
}) {
  return useAdminQuery(
    [...adminAuditKey, { action, page, after }],
    (o) =>
      client.api.admin.audit.$get(
        { query: { action, page: String(page), ...(after ? { after } : {}) } },
        o,
      ),
    { paged: true },
  );
}
