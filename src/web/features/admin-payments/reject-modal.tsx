import { type FormEvent, useId, useState } from "react";
import { formatRs } from "../../../domain/i18n/format.ts";
import { type PaymentView, REJECT_REASON_MAX } from "../../../domain/payments.ts";
import { adminText } from "../../components/admin/texts.ts";
import { inputClass } from "../../components/ui/field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { useTexts } from "../../lib/i18n.ts";

/** Asks for an optional reason; the user sees it in their notification and payments list. */
export function RejectModal({
  payment,
  busy,
  onReject,
  onClose,
}: {
  payment: PaymentView;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useTexts(adminText);
  const [reason, setReason] = useState("");
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onReject(reason);
  };
  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={t("paymentsRejectTitle")}
      description={`${payment.userEmail} · ${payment.plan} (${payment.planDuration}) · ${formatRs(payment.amount)} · ${payment.tid}`}
      size="sm"
      closeOnBackdrop={reason === ""}
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
            {t("paymentsRejectReason")}
          </label>
          <textarea
            id={`${id}-reason`}
            className={`${inputClass} min-h-24`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={REJECT_REASON_MAX}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t("paymentsRejectHint")}
          </p>
        </div>
        <ModalActions label={t("paymentsRejectTitle")} onCancel={onClose} busy={busy} danger />
      </form>
    </Modal>
  );
}
