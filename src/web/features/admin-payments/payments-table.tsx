import { Check, X } from "lucide-react";
import { formatDay, type PaymentView } from "../../../domain/payments.ts";
import { formatRs } from "../../../domain/pricing.ts";
import { Button } from "../../components/ui/button.tsx";
import { StatusBadge } from "./status-badge.tsx";

const th = "px-3 py-3 font-semibold whitespace-nowrap";
const td = "px-3 py-3 align-top";

export function PaymentsTable({
  items,
  timezone,
  busyId,
  onApprove,
  onReject,
}: {
  items: PaymentView[];
  timezone: string;
  /** The row whose decision is in flight: its buttons wait. */
  busyId: number | null;
  onApprove: (p: PaymentView) => void;
  onReject: (p: PaymentView) => void;
}) {
  return (
    // Wide table, narrow phone: the table scrolls sideways inside this box, not the page.
    <section
      aria-label="Payments table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className={th}>
              User
            </th>
            <th scope="col" className={th}>
              Plan
            </th>
            <th scope="col" className={th}>
              Amount
            </th>
            <th scope="col" className={th}>
              Transaction ID
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} className="border-t border-slate-200 dark:border-slate-800">
              <td className={`${td} max-w-56 break-words`}>{p.userEmail}</td>
              <td className={td}>
                <span className="font-medium">{p.plan}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {p.planDuration}
                  {p.billingCycle === "yearly" ? " · yearly" : ""}
                </span>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <span className="font-medium">{formatRs(p.amount)}</span>
                {p.originalAmount !== null && p.originalAmount !== p.amount && (
                  <>
                    {" "}
                    <s className="text-slate-500 dark:text-slate-400">
                      <span className="sr-only">was </span>
                      {formatRs(p.originalAmount)}
                    </s>
                  </>
                )}
                {p.savings > 0 && (
                  <span className="block text-xs text-emerald-700 dark:text-emerald-400">
                    Saves {formatRs(p.savings)}
                  </span>
                )}
              </td>
              <td className={`${td} font-mono`}>
                {p.tid}
                <span className="block font-sans text-xs text-slate-600 dark:text-slate-400">
                  {p.accountType}
                </span>
              </td>
              <td className={td}>
                <StatusBadge status={p.status} />
                {p.status === "rejected" && p.rejectionReason && (
                  <span className="mt-1 block max-w-48 text-xs text-slate-600 dark:text-slate-400">
                    {p.rejectionReason}
                  </span>
                )}
              </td>
              <td className={`${td} whitespace-nowrap`}>
                {formatDay(new Date(p.createdAt), timezone)}
              </td>
              <td className={td}>
                {p.status === "pending" ? (
                  <div className="flex gap-2">
                    <Button
                      className="px-3 py-1.5"
                      disabled={busyId === p.id}
                      onClick={() => onApprove(p)}
                      aria-label={`Approve ${p.tid}`}
                    >
                      <Check className="size-4" aria-hidden="true" /> Approve
                    </Button>
                    <Button
                      variant="danger"
                      className="px-3 py-1.5"
                      disabled={busyId === p.id}
                      onClick={() => onReject(p)}
                      aria-label={`Reject ${p.tid}`}
                    >
                      <X className="size-4" aria-hidden="true" /> Reject
                    </Button>
                  </div>
                ) : (
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {p.processedAt ? formatDay(new Date(p.processedAt), timezone) : "—"}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function TableSkeleton() {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">Loading payments</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="h-12 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-slate-800"
        />
      ))}
    </div>
  );
}
