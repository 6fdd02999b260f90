import type { ReactNode } from "react";
import { useTexts } from "../../lib/i18n.ts";
import { Button } from "./button.tsx";
import { uiText } from "./texts.ts";

/**
 * Cancel and a modal's action: side by side at the end from sm up, stacked with the action on top
 * on a phone. While the action runs both are off and it shows a spinner.
 */
export function ModalActions({
  label,
  onCancel,
  busy,
  disabled = false,
  danger = false,
  onConfirm,
  form,
  className = "",
}: {
  label: ReactNode;
  onCancel: () => void;
  busy: boolean;
  /** The action stays off (a form not filled in yet). */
  disabled?: boolean;
  danger?: boolean;
  /** Without it the action submits the form it is in, or the one named by `form`. */
  onConfirm?: () => void;
  /** The form's id, when the actions sit in the modal's footer outside it. */
  form?: string;
  className?: string;
}) {
  const t = useTexts(uiText);
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t("modalCancel")}
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        variant={danger ? "danger" : "primary"}
        onClick={onConfirm}
        form={form}
        busy={busy}
        disabled={disabled}
      >
        {label}
      </Button>
    </div>
  );
}
