import { useId } from "react";
import type { AdminUserDetail } from "../../../domain/admin-user.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useCopy } from "../../lib/use-copy.ts";
import { useResetLink } from "./api.ts";

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
  const t = useTexts(adminText);
  const id = useId();
  const make = useResetLink();
  const { copied, copy } = useCopy({
    copied: t("userResetLinkCopied"),
    failed: t("userResetCopyFailed"),
  });
  const url = make.data?.url;
  if (url) {
    return (
      <Modal open onClose={onClose} title={t("userResetLink")} size="sm">
        <div className="space-y-3">
          <label htmlFor={`${id}-url`} className="block text-sm">
            {t("userResetSend", { email: detail.user.email })}
          </label>
          <input
            id={`${id}-url`}
            className={`${inputClass} font-mono text-xs`}
            value={url}
            readOnly
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t("userResetDone")}
            </Button>
            <Button onClick={() => void copy(url)}>
              {t(copied ? "userResetCopied" : "userResetCopy")}
            </Button>
          </div>
        </div>
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      title={t("userResetTitle", { email: detail.user.email })}
      description={t("userResetDescription")}
      confirmLabel={t("userResetMake")}
      withReason
      busy={make.isPending}
      onClose={onClose}
      onConfirm={(reason) =>
        make.mutate(
          { id: detail.user.id, reason },
          { onError: (e) => toastError(e, t("userResetLinkFailed")) },
        )
      }
    />
  );
}
