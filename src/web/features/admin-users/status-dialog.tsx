import { msg } from "../../../domain/messages.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { toast } from "../../components/toaster.tsx";
import { toastError } from "../../lib/api.ts";
import { useSetUserStatus } from "./api.ts";

/** Deactivate or activate, after a confirmation with the reason the audit log keeps. */
export function StatusDialog({
  user,
  onClose,
}: {
  user: { id: string; email: string; status: "active" | "inactive" };
  onClose: () => void;
}) {
  const setStatus = useSetUserStatus();
  const status = user.status === "active" ? "inactive" : "active";
  const verb = status === "active" ? "Activate" : "Deactivate";
  return (
    <ConfirmDialog
      title={`${verb} ${user.email}?`}
      description={
        status === "inactive"
          ? "They can no longer generate or pay until activated again; nothing is deleted."
          : "They can generate and pay again, with the plan and generations they had."
      }
      confirmLabel={verb}
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
                status === "active" ? msg.admin.userActivated : msg.admin.userDeactivated,
              );
              onClose();
            },
            onError: (e) => toastError(e, msg.admin.userStatusFailed),
          },
        )
      }
    />
  );
}
