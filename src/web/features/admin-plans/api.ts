// The admin Pricing Plans tab's calls. Every change refreshes the public list as well, so
// /pricing shows it without waiting for its cache to go stale.
import type { QueryClient } from "@tanstack/react-query";
import {
  refreshAdminLists,
  useAdminQuery,
  useDeleteRow,
  useSaveRow,
} from "../../lib/admin-calls.ts";
import { client } from "../../lib/client.ts";

const plans = client.api.admin.plans;

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminPlansKey = ["admin-plans"] as const;
// The pricing page's key (features do not import each other, so it is spelled here too).
const publicPlansKey = ["plans"] as const;

export function useAdminPlans() {
  return useAdminQuery(adminPlansKey, (o) => plans.$get(undefined, o), {
    select: (answer) => answer.plans,
  });
}

// The overview counts active plans; the audit log records each change: both are refreshed.
function refresh(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: publicPlansKey });
  return refreshAdminLists(qc);
}

export const useSavePlan = () => useSaveRow(plans, refresh);
export const useDeletePlan = () => useDeleteRow(plans, refresh);
