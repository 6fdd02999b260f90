import { Check, X } from "lucide-react";
import { formatDay, formatRs } from "../../../domain/i18n/format.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { AdminTable, cell } from "../../components/admin/admin-table.tsx";
import { EmailText } from "../../components/admin/email-text.tsx";
import { RowButtons } from "../../components/admin/row-buttons.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { StatusBadge } from "../../components/status-badge.tsx";
import { WasPrice } from "../../components/was-price.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { useSite } from "../../lib/site.ts";

export function PaymentsTable({
  items,
  busy,
  busyId,
  onApprove,
  onReject,
}: {
  items: PaymentView[];
  /** The next page or search is loading. */
  busy: boolean;
  /** The row whose decision is in flight: its buttons wait. */
  busyId: number | null;
  onApprove: (p: PaymentView) => void;
  onReject: (p: PaymentView) => void;
}) {
  const t = useTexts(adminText);
  const { timezone } = useSite();
  return (
    <AdminTable
      label={t("paymentsTable")}
      columns={[
        t("columnUser"),
        t("columnPlan"),
        t("paymentsColumnAmount"),
        t("paymentsColumnTid"),
        t("columnStatus"),
        t("paymentsColumnDate"),
        t("columnActions"),
      ]}
      minWidth="min-w-[56rem]"
      busy={busy}
    >
      {items.map((p) => (
        <tr key={p.id} className="border-t border-slate-200 dark:border-slate-800">
          <td className={`${cell} max-w-56 break-words`}>
            <EmailText email={p.userEmail} />
          </td>
          <td className={cell}>
            <span className="font-medium">{p.plan}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {p.planDuration}
              {p.billingCycle === "yearly" && ` · ${t("paymentsYearly")}`}
            </span>
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <span className="font-medium">{formatRs(p.amount)}</span>
            {p.originalAmount !== null && p.originalAmount !== p.amount && (
              <>
                {" "}
                <WasPrice amount={p.originalAmount} />
              </>
            )}
            {p.savings > 0 && (
              <span className="block text-xs text-emerald-700 dark:text-emerald-400">
                {t("paymentsSaves", { amount: formatRs(p.savings) })}
              </span>
            )}
          </td>
          <td className={`${cell} font-mono`}>
            {p.tid}
            {/* The wallet the payer says the money went to: with two of one type, the number
                tells them apart. */}
            <span className="block font-sans text-xs text-slate-600 dark:text-slate-400">
              <bdi>{p.accountType}</bdi>{" "}
              <span dir="ltr" className="font-mono break-all">
                {p.accountNumber}
              </span>
            </span>
          </td>
          <td className={cell}>
            <StatusBadge status={p.status} />
            {p.status === "rejected" && p.rejectionReason && (
              <span className="mt-1 block max-w-48 text-xs text-slate-600 dark:text-slate-400">
                {p.rejectionReason}
              </span>
            )}
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            {formatDay(new Date(p.createdAt), timezone)}
          </td>
          <td className={cell}>
            {p.status === "pending" ? (
              <div className="flex flex-wrap gap-2">
                <RowButtons
                  of={p.tid}
                  disabled={busyId === p.id}
                  buttons={[
                    {
                      label: "paymentsApprove",
                      named: "paymentsApproveOf",
                      icon: Check,
                      variant: "primary",
                      onClick: () => onApprove(p),
                    },
                    {
                      label: "paymentsReject",
                      named: "paymentsRejectOf",
                      icon: X,
                      variant: "danger",
                      onClick: () => onReject(p),
                    },
                  ]}
                />
              </div>
            ) : (
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {p.processedAt ? formatDay(new Date(p.processedAt), timezone) : "—"}
              </span>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
