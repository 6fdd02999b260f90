import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { msg } from "../../../domain/messages.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { EmptyList, ListSkeleton, LoadError, Pager } from "../../components/admin/list-states.tsx";
import { toast } from "../../components/toaster.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { toastError } from "../../lib/api.ts";
import { useSite } from "../../lib/site.ts";
import { useDebounced } from "../../lib/use-debounced.ts";
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
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const q = useDebounced(search.trim());
  // The page belongs to one search and filter: a new one starts again at page 1.
  const [paging, setPaging] = useState({ key: "", page: 1 });
  const pageKey = `${status}:${q}`;
  const page = paging.key === pageKey ? paging.page : 1;
  const setPage = (n: number) => setPaging({ key: pageKey, page: n });
  const list = useAdminPayments({ q, status, page });
  const approve = useApprovePayment();
  const reject = useRejectPayment();
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
      onSuccess: () => toast.success(msg.admin.approved),
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

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            Search payments
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id={`${id}-search`}
              type="search"
              className={`${inputClass} pl-9`}
              placeholder="User email or transaction ID"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={100}
            />
          </div>
        </div>
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

      {list.isPending ? (
        <ListSkeleton label="Loading payments" />
      ) : list.isError ? (
        <LoadError message={msg.admin.paymentsLoadFailed} onRetry={() => void list.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyList>
          {q || status !== "all" ? "No payments match this search." : "No payments yet."}
        </EmptyList>
      ) : data ? (
        <div aria-busy={list.isFetching}>
          <PaymentsTable
            items={data.items}
            timezone={timezone}
            busyId={busyId}
            onApprove={onApprove}
            onReject={setRejecting}
          />
        </div>
      ) : null}

      {data && data.total > data.pageSize && (
        <Pager
          label="Payments pages"
          page={page}
          pages={pages}
          total={data.total}
          noun="payments"
          onPage={setPage}
        />
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
