// The admin's "are you sure": names what will happen, asks for the reason the audit log keeps when
// the action takes one, and waits (spinner, buttons off) while the action runs.
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { REASON_MAX } from "../../../domain/admin-user.ts";
import { useTexts } from "../../lib/i18n.ts";
import { inputClass } from "../ui/field.tsx";
import { described } from "../ui/form-row.tsx";
import { Modal } from "../ui/modal.tsx";
import { ModalActions } from "../ui/modal-actions.tsx";
import { adminText } from "./texts.ts";

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  danger = false,
  busy,
  withReason = false,
  reasonHint,
  canConfirm = true,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** Ask for a reason, required before the action can be confirmed. */
  withReason?: boolean;
  reasonHint?: string;
  /** False while the fields in `children` are not filled in yet. */
  canConfirm?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Fields of the action itself, above the reason (a grant's numbers). */
  children?: ReactNode;
}) {
  const t = useTexts(adminText);
  const id = useId();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const missing = withReason && reason.trim() === "";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (missing || !canConfirm || busy) return;
    onConfirm(reason.trim());
  };
  const error = tried && missing ? t("confirmReasonMissing") : undefined;
  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={title}
      description={description}
      size="sm"
      closeOnBackdrop={reason === ""}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {children}
        {withReason && (
          <div className="space-y-1">
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
              {t("confirmReason")}
            </label>
            <textarea
              {...described(`${id}-reason`, error, true)}
              className={`${inputClass} min-h-20`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={REASON_MAX}
              required
            />
            <p id={`${id}-reason-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {reasonHint ?? t("confirmReasonHint")}
            </p>
            {error && (
              <p id={`${id}-reason-error`} className="text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            )}
          </div>
        )}
        <ModalActions
          label={confirmLabel}
          onCancel={onClose}
          busy={busy}
          disabled={!canConfirm}
          danger={danger}
        />
      </form>
    </Modal>
  );
}
