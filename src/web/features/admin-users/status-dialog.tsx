import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useSetUserStatus } from "./api.ts";

/** Deactivate or activate, after a confirmation with the reason the audit log keeps. */
export function StatusDialog({
  user,
  onClose,
}: {
  user: { id: string; email: string; status: "active" | "inactive" };
  onClose: () => void;
}) {
  const t = useTexts(adminText);
  const setStatus = useSetUserStatus();
  const status = user.status === "active" ? "inactive" : "active";
  const activate = status === "active";
  return (
    <ConfirmDialog
      title={t(activate ? "usersActivateTitle" : "usersDeactivateTitle", { email: user.email })}
      description={t(activate ? "usersActivateDescription" : "usersDeactivateDescription")}
      confirmLabel={t(activate ? "usersActivate" : "usersDeactivate")}
      danger={status === "inactive"}
      withReason
      busy={setStatus.isPending}
      onClose={onClose}
      onConfirm={(reason) =>
        setStatus.mutate(
          { id: user.id, status, reason },
          {
            onSuccess: () => {
              toast.success(
                status === "active"
                  ? messageText("adminUserActivated")
                  : messageText("adminUserDeactivated"),
              );
              onClose();
            },
            onError: (e) => toastError(e, messageText("adminUserStatusFailed")),
          },
        )
      }
    />
  );
}
