// The admin Payments tab's calls: the searchable, paged list and the two decisions.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentStatus } from "../../../domain/payments.ts";
import { refreshAdminLists } from "../../lib/admin-queries.ts";
import { call, client } from "../../lib/client.ts";

const payments = client.api.admin.payments;

export type StatusFilter = "all" | PaymentStatus;

export interface PaymentsQuery {
  q: string;
  status: StatusFilter;
  page: number;
}

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminPaymentsKey = ["admin-payments"] as const;

export function useAdminPayments(query: PaymentsQuery) {
  return useQuery({
    queryKey: [...adminPaymentsKey, query],
    queryFn: ({ signal }) =>
      call(
        payments.$get(
          { query: { q: query.q, status: query.status, page: String(query.page) } },
          { init: { signal } },
        ),
      ),
    // The table keeps its rows while the next search or page loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useApprovePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(payments[":id"].approve.$post({ param: { id: String(id) } })),
    onSettled: () => refreshAdminLists(qc),
  });
}

export function useRejectPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(
        payments[":id"].reject.$post({
          param: { id: String(id) },
          json: { reason: reason.trim() === "" ? null : reason.trim() },
        }),
      ),
    onSettled: () => refreshAdminLists(qc),
  });
}
