import { RefreshCw, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { msg } from "../../../domain/messages.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { toastError } from "../../lib/api.ts";
import { useSite } from "../../lib/site.ts";
import { type StatusFilter, useAdminPayments, useApprovePayment, useRejectPayment } from "./api.ts";
import { PaymentsTable, TableSkeleton } from "./payments-table.tsx";
import { RejectModal } from "./reject-modal.tsx";
import { useDebounced } from "./use-debounced.ts";

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
        <TableSkeleton />
      ) : list.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          {msg.admin.paymentsLoadFailed}
          <Button variant="secondary" className="px-3 py-1" onClick={() => void list.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" /> Retry
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {q || status !== "all" ? "No payments match this search." : "No payments yet."}
        </p>
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
        <nav
          aria-label="Payments pages"
          className="flex items-center justify-between gap-3 text-sm"
        >
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} of {pages} · {data.total} payments
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
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
