// The admin Pricing Plans tab's calls. Every change refreshes the public list as well, so
// /pricing shows it without waiting for its cache to go stale.
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanForm, PlanView } from "../../../domain/plans.ts";
import { api } from "../../lib/api.ts";

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminPlansKey = ["admin-plans"] as const;
// The pricing page's key (features do not import each other, so it is spelled here too).
const publicPlansKey = ["plans"] as const;

export function useAdminPlans() {
  return useQuery({
    queryKey: adminPlansKey,
    queryFn: ({ signal }) => api<{ plans: PlanView[] }>("/api/admin/plans", { signal }),
    select: (data) => data.plans,
    retry: 1,
  });
}

// The overview counts active plans; the audit log records each change: both are refreshed.
function refresh(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: publicPlansKey });
  return qc.invalidateQueries({
    predicate: (q) => {
      const head = String(q.queryKey[0]);
      return head.startsWith("admin-") && head !== "admin-session";
    },
  });
}

export function useSavePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: PlanForm }) =>
      id === null
        ? api<{ plan: PlanView }>("/api/admin/plans", { body: form })
        : api<{ plan: PlanView }>(`/api/admin/plans/${id}`, { method: "PUT", body: form }),
    onSuccess: () => refresh(qc),
  });
}

export function useDeletePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ ok: true }>(`/api/admin/plans/${id}`, { method: "DELETE" }),
    onSuccess: () => refresh(qc),
  });
}
