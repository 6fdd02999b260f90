// What the admin can do for one user; each action opens its confirmation.
import { useState } from "react";
import type { AdminUserDetail } from "../../../domain/admin-user.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
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
  const t = useTexts(adminText);
  const [open, setOpen] = useState<Action | null>(null);
  const endPlan = useEndPlan();
  const remove = useDeleteUser();
  const close = () => setOpen(null);
  const { user, plan } = detail;
  // The actions that ask only for a confirmation and a reason.
  const confirms = {
    delete: {
      title: t("userDeleteTitle", { email: user.email }),
      description: t("userDeleteDescription"),
      confirmLabel: t("userDelete"),
      mutation: remove,
      done: t("userDeleted"),
      failed: t("userDeleteFailed"),
      after: onDeleted,
    },
    "end-plan": {
      title: plan.planName
        ? t("userEndNamedPlanTitle", { plan: plan.planName, email: user.email })
        : t("userEndPlanTitle", { email: user.email }),
      description: t("userEndPlanDescription"),
      confirmLabel: t("userEndPlan"),
      mutation: endPlan,
      done: t("userPlanEnded"),
      failed: t("userEndPlanFailed"),
      after: close,
    },
  };
  const confirm = open === "delete" || open === "end-plan" ? confirms[open] : null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setOpen("grant")}>{t("userGrantButton")}</Button>
      {plan.accountStatus === "pro" && (
        <Button variant="secondary" onClick={() => setOpen("end-plan")}>
          {t("userEndPlan")}
        </Button>
      )}
      <Button
        variant={user.status === "active" ? "danger" : "primary"}
        onClick={() => setOpen("status")}
      >
        {t(user.status === "active" ? "usersDeactivate" : "usersActivate")}
      </Button>
      <Button variant="secondary" onClick={() => setOpen("reset-link")}>
        {t("userResetLink")}
      </Button>
      <Button variant="danger" onClick={() => setOpen("delete")}>
        {t("userDelete")}
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
