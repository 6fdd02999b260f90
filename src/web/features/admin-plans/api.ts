// The admin Pricing Plans tab's calls. Every change refreshes the public list as well, so
// /pricing shows it without waiting for its cache to go stale.
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanForm } from "../../../domain/plans.ts";
import { refreshAdminLists } from "../../lib/admin-queries.ts";
import { call, client } from "../../lib/client.ts";

const plans = client.api.admin.plans;

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminPlansKey = ["admin-plans"] as const;
// The pricing page's key (features do not import each other, so it is spelled here too).
const publicPlansKey = ["plans"] as const;

export function useAdminPlans() {
  return useQuery({
    queryKey: adminPlansKey,
    queryFn: ({ signal }) => call(plans.$get(undefined, { init: { signal } })),
    select: (data) => data.plans,
    retry: 1,
  });
}

// The overview counts active plans; the audit log records each change: both are refreshed.
function refresh(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: publicPlansKey });
  return refreshAdminLists(qc);
}

export function useSavePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: PlanForm }) =>
      id === null
        ? call(plans.$post({ json: form }))
        : call(plans[":id"].$put({ param: { id: String(id) }, json: form })),
    onSuccess: () => refresh(qc),
  });
}

export function useDeletePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(plans[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => refresh(qc),
  });
}
