import type { PaymentStatus } from "../../domain/payments.ts";
import { useTexts } from "../lib/i18n.ts";
import { uiText } from "./ui/texts.ts";

const styles: Record<PaymentStatus, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200",
  approved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200",
  rejected: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200",
};

/** A payment's status. The payer reads "Pending verification"; the admin's tables say "Pending". */
export function StatusBadge({
  status,
  pendingLabel,
}: {
  status: PaymentStatus;
  pendingLabel?: string;
}) {
  const t = useTexts(uiText);
  const label = {
    pending: pendingLabel ?? t("paymentPending"),
    approved: t("paymentApproved"),
    rejected: t("paymentRejected"),
  }[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}
    >
      {label}
    </span>
  );
}
