import { useEffect, useId, useState } from "react";
import { msg } from "../../../domain/messages.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { formatRs } from "../../../domain/pricing.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { PagedList } from "../../components/admin/paged-list.tsx";
import { SearchField } from "../../components/admin/search-field.tsx";
import { toast } from "../../components/toaster.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { toastError } from "../../lib/api.ts";
import { useSite } from "../../lib/site.ts";
import { useSearchPaging } from "../../lib/use-search-paging.ts";
import { type StatusFilter, useAdminPayments, useApprovePayment, useRejectPayment } from "./api.ts";
import { PaymentsTable } from "./payments-table.tsx";
import { RejectModal } from "./reject-modal.tsx";

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

export function PaymentsTab() {
  const id = useId();
  const { timezone } = useSite();
  const [status, setStatus] = useState<StatusFilter>("all");
  const { search, setSearch, q, page, setPage } = useSearchPaging(status);
  const list = useAdminPayments({ q, status, page });
  const approve = useApprovePayment();
  const reject = useRejectPayment();
  // Both decisions are confirmed first (docs/decisions/006-confirm-payment-decisions.md).
  const [approving, setApproving] = useState<PaymentView | null>(null);
  const [rejecting, setRejecting] = useState<PaymentView | null>(null);

  // One toast per failed load (not per render); the panel below offers Retry.
  useEffect(() => {
    if (list.isError) toastError(list.error, msg.admin.paymentsLoadFailed);
  }, [list.isError, list.error]);

  const busyId = approve.isPending
    ? (approve.variables ?? null)
    : reject.isPending
      ? (reject.variables?.id ?? null)
      : null;

  const onApprove = (p: PaymentView) =>
    approve.mutate(p.id, {
      onSuccess: () => {
        toast.success(msg.admin.approved);
        setApproving(null);
      },
      onError: (e) => toastError(e, msg.admin.approveFailed),
    });

  const onReject = (reason: string) => {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting.id, reason },
      {
        onSuccess: () => {
          toast.success(msg.admin.rejected);
          setRejecting(null);
        },
        onError: (e) => toastError(e, msg.admin.rejectFailed),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          id={`${id}-search`}
          label="Search payments"
          placeholder="User email or transaction ID"
          value={search}
          onChange={setSearch}
        />
        <div className="space-y-1 sm:w-48">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium">
            Status
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <PagedList
        query={list}
        page={page}
        onPage={setPage}
        noun="payments"
        loadFailed={msg.admin.paymentsLoadFailed}
        empty={q || status !== "all" ? "No payments match this search." : "No payments yet."}
      >
        {(items) => (
          <div aria-busy={list.isFetching}>
            <PaymentsTable
              items={items}
              timezone={timezone}
              busyId={busyId}
              onApprove={setApproving}
              onReject={setRejecting}
            />
          </div>
        )}
      </PagedList>

      {approving && (
        <ConfirmDialog
          title="Approve payment?"
          description={`${approving.userEmail} · ${approving.plan} (${approving.planDuration}) · ${formatRs(approving.amount)} · ${approving.tid}`}
          confirmLabel="Approve payment"
          busy={approve.isPending}
          onConfirm={() => onApprove(approving)}
          onClose={() => setApproving(null)}
        >
          <p className="text-sm">
            Check that this transaction ID reached your wallet first. The plan starts at once and
            the user is told; an approval cannot be taken back.
          </p>
        </ConfirmDialog>
      )}

      {rejecting && (
        <RejectModal
          payment={rejecting}
          busy={reject.isPending}
          onReject={onReject}
          onClose={() => setRejecting(null)}
        />
      )}
    </div>
  );
}
