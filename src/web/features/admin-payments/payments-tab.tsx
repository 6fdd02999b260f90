import { useState } from "react";
import { msg } from "../../../domain/messages.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { formatRs } from "../../../domain/pricing.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { PagedList } from "../../components/admin/paged-list.tsx";
import { SearchBar } from "../../components/admin/search-bar.tsx";
import { SelectField } from "../../components/admin/select-field.tsx";
import { toast } from "../../components/toaster.tsx";
import { toastError } from "../../lib/api.ts";
import { useSearchPaging } from "../../lib/use-search-paging.ts";
import { type StatusFilter, useAdminPayments, useApprovePayment, useRejectPayment } from "./api.ts";
import { PaymentsTable } from "./payments-table.tsx";
import { RejectModal } from "./reject-modal.tsx";

const texts = {
  noun: "payments",
  search: "Search payments",
  placeholder: "User email or transaction ID",
  loadFailed: msg.admin.paymentsLoadFailed,
};

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

export function PaymentsTab() {
  const [status, setStatus] = useState<StatusFilter>("all");
  const paging = useSearchPaging(status);
  const list = useAdminPayments({ q: paging.q, status, page: paging.page });
  const approve = useApprovePayment();
  const reject = useRejectPayment();
  // Both decisions are confirmed first (docs/decisions/006-confirm-payment-decisions.md).
  const [approving, setApproving] = useState<PaymentView | null>(null);
  const [rejecting, setRejecting] = useState<PaymentView | null>(null);

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
      <SearchBar texts={texts} paging={paging}>
        <SelectField
          label="Status"
          className="sm:w-48"
          value={status}
          onChange={setStatus}
          options={FILTERS}
        />
      </SearchBar>

      <PagedList query={list} paging={paging} texts={texts} filtered={status !== "all"}>
        {(items) => (
          <PaymentsTable
            items={items}
            busy={list.isFetching}
            busyId={busyId}
            onApprove={setApproving}
            onReject={setRejecting}
          />
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
