import { useId } from "react";
import { type AdminUserDetail, adminUserText } from "../../../domain/admin-user.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { toastError } from "../../lib/api.ts";
import { useCopy } from "../../lib/use-copy.ts";
import { useResetLink } from "./api.ts";

const copyTexts = {
  copied: "Link copied.",
  failed: "Could not copy: select the link and copy it.",
};

/**
 * For a site that cannot e-mail: the admin makes a one-time link (1 hour) and sends it to the
 * user by hand. Shown once; closing the dialog forgets it.
 */
export function ResetLinkDialog({
  detail,
  onClose,
}: {
  detail: AdminUserDetail;
  onClose: () => void;
}) {
  const id = useId();
  const make = useResetLink();
  const { copied, copy } = useCopy(copyTexts);
  const url = make.data?.url;
  if (url) {
    return (
      <Modal open onClose={onClose} title="Password reset link" size="sm">
        <div className="space-y-3">
          <label htmlFor={`${id}-url`} className="block text-sm">
            Send this link to {detail.user.email}. It works once, within 1 hour.
          </label>
          <input
            id={`${id}-url`}
            className={`${inputClass} font-mono text-xs`}
            value={url}
            readOnly
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
            <Button onClick={() => void copy(url)}>{copied ? "Copied" : "Copy link"}</Button>
          </div>
        </div>
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      title={`Reset link for ${detail.user.email}?`}
      description="Makes a one-time link that sets a new password. Anyone holding it can use it: send it only to this user."
      confirmLabel="Make link"
      withReason
      busy={make.isPending}
      onClose={onClose}
      onConfirm={(reason) =>
        make.mutate(
          { id: detail.user.id, reason },
          { onError: (e) => toastError(e, adminUserText.resetLinkFailed) },
        )
      }
    />
  );
}
