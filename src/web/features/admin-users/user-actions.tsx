// What the admin can do for one user; each action opens its confirmation.
import { useState } from "react";
import { type AdminUserDetail, adminUserText } from "../../../domain/admin-user.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toastError } from "../../lib/api.ts";
import { useDeleteUser, useEndPlan } from "./api.ts";
import { GrantDialog } from "./grant-dialog.tsx";
import { ResetLinkDialog } from "./reset-link-dialog.tsx";
import { StatusDialog } from "./status-dialog.tsx";

type Action = "grant" | "end-plan" | "status" | "reset-link" | "delete";

export function UserActions({
  detail,
  onDeleted,
}: {
  detail: AdminUserDetail;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState<Action | null>(null);
  const endPlan = useEndPlan();
  const remove = useDeleteUser();
  const close = () => setOpen(null);
  const { user, plan } = detail;
  // The actions that ask only for a confirmation and a reason.
  const confirms = {
    delete: {
      title: `Delete ${user.email}?`,
      description:
        "Their audio, generations, keys and profile are deleted and they are signed out everywhere; payments stay, without their name. This cannot be undone.",
      confirmLabel: "Delete account",
      mutation: remove,
      done: adminUserText.deleted,
      failed: adminUserText.deleteFailed,
      after: onDeleted,
    },
    "end-plan": {
      title: `End ${plan.planName ?? "the plan"} of ${user.email}?`,
      description:
        "The account becomes free now, with the free quota; days and generations left are gone.",
      confirmLabel: "End plan",
      mutation: endPlan,
      done: adminUserText.planEnded,
      failed: adminUserText.endPlanFailed,
      after: close,
    },
  };
  const confirm = open === "delete" || open === "end-plan" ? confirms[open] : null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setOpen("grant")}>Grant generations or days</Button>
      {plan.accountStatus === "pro" && (
        <Button variant="secondary" onClick={() => setOpen("end-plan")}>
          End plan
        </Button>
      )}
      <Button
        variant={user.status === "active" ? "danger" : "primary"}
        onClick={() => setOpen("status")}
      >
        {user.status === "active" ? "Deactivate" : "Activate"}
      </Button>
      <Button variant="secondary" onClick={() => setOpen("reset-link")}>
        Password reset link
      </Button>
      <Button variant="danger" onClick={() => setOpen("delete")}>
        Delete account
      </Button>

      {open === "grant" && <GrantDialog detail={detail} onClose={close} />}
      {open === "status" && <StatusDialog user={user} onClose={close} />}
      {open === "reset-link" && <ResetLinkDialog detail={detail} onClose={close} />}
      {confirm && (
        <ConfirmDialog
          key={open}
          title={confirm.title}
          description={confirm.description}
          confirmLabel={confirm.confirmLabel}
          danger
          withReason
          busy={confirm.mutation.isPending}
          onClose={close}
          onConfirm={(reason) =>
            confirm.mutation.mutate(
              { id: user.id, reason },
              {
                onSuccess: () => {
                  toast.success(confirm.done);
                  confirm.after();
                },
                onError: (e) => toastError(e, confirm.failed),
              },
            )
          }
        />
      )}
    </div>
  );
}
