// The admin Payments tab's calls: the searchable, paged list and the two decisions.
import type { PaymentStatus } from "../../../domain/payments.ts";
import { useAdminMutation, useAdminQuery } from "../../lib/admin-calls.ts";
import { call, client } from "../../lib/client.ts";

const payments = client.api.admin.payments;

export type StatusFilter = "all" | PaymentStatus;

export interface PaymentsQuery {
  q: string;
  status: StatusFilter;
  page: number;
  /** The cursor of this page (docs/architecture.md, "Admin lists at scale"); none for page 1. */
  after?: string;
}

// "admin-" prefix: the admin sign-out forgets every query so named.
export const adminPaymentsKey = ["admin-payments"] as const;

export function useAdminPayments({ q, status, page, after }: PaymentsQuery) {
  return useAdminQuery(
    [...adminPaymentsKey, { q, status, page, after }],
    (o) =>
      payments.$get({ query: { q, status, page: String(page), ...(after ? { after } : {}) } }, o),
    { paged: true },
  );
}

export function useApprovePayment() {
  return useAdminMutation((id: number) =>
    call(payments[":id"].approve.$post({ param: { id: String(id) } })),
  );
}

export function useRejectPayment() {
  return useAdminMutation(({ id, reason }: { id: number; reason: string }) =>
    call(
      payments[":id"].reject.$post({
        param: { id: String(id) },
        json: { reason: reason.trim() === "" ? null : reason.trim() },
      }),
    ),
  );
}
