import { useState } from "react";
import { formatRs } from "../../../domain/i18n/format.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { PagedList, type PagedTexts } from "../../components/admin/paged-list.tsx";
import { SearchBar } from "../../components/admin/search-bar.tsx";
import { SelectField } from "../../components/admin/select-field.tsx";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useSearchPaging } from "../../lib/use-search-paging.ts";
import { type StatusFilter, useAdminPayments, useApprovePayment, useRejectPayment } from "./api.ts";
import { PaymentsTable } from "./payments-table.tsx";
import { RejectModal } from "./reject-modal.tsx";

const texts: PagedTexts = {
  search: "paymentsSearch",
  placeholder: "paymentsPlaceholder",
  loading: "paymentsLoading",
  empty: "paymentsEmpty",
  noMatch: "paymentsNoMatch",
  pages: "paymentsPages",
  pageOf: "paymentsPageOf",
  loadFailed: messageText("adminPaymentsLoadFailed"),
};

const FILTERS: { value: StatusFilter; label: AdminKey }[] = [
  { value: "all", label: "paymentsAll" },
  { value: "pending", label: "paymentsPending" },
  { value: "approved", label: "paymentsApproved" },
  { value: "rejected", label: "paymentsRejected" },
];

export function PaymentsTab() {
  const t = useTexts(adminText);
  const [status, setStatus] = useState<StatusFilter>("all");
  const paging = useSearchPaging(status);
  const list = useAdminPayments({ q: paging.q, status, page: paging.page, after: paging.after });
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
        toast.success(messageText("adminApproved"));
        setApproving(null);
      },
      onError: (e) => toastError(e, messageText("adminApproveFailed")),
    });

  const onReject = (reason: string) => {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting.id, reason },
      {
        onSuccess: () => {
          toast.success(messageText("adminRejected"));
          setRejecting(null);
        },
        onError: (e) => toastError(e, messageText("adminRejectFailed")),
      },
    );
  };

  return (
    <div className="space-y-4">
      <SearchBar texts={texts} paging={paging}>
        <SelectField
          label={t("paymentsStatus")}
          className="sm:w-48"
          value={status}
          onChange={setStatus}
          options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
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
          title={t("paymentsApproveTitle")}
          description={`${approving.userEmail} · ${approving.plan} (${approving.planDuration}) · ${formatRs(approving.amount)} · ${approving.tid}`}
          confirmLabel={t("paymentsApproveConfirm")}
          busy={approve.isPending}
          onConfirm={() => onApprove(approving)}
          onClose={() => setApproving(null)}
        >
          <p className="text-sm">{t("paymentsApproveBody")}</p>
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
