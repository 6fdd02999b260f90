// What the admin can do for one user; each action opens its confirmation.
import { useState } from "react";
import { type AdminUserDetail, adminUserText } from "../../../domain/admin-user.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toastError } from "../../lib/api.ts";
import { useEndPlan } from "./api.ts";
import { GrantDialog } from "./grant-dialog.tsx";
import { StatusDialog } from "./status-dialog.tsx";

type Action = "grant" | "end-plan" | "status";

export function UserActions({ detail }: { detail: AdminUserDetail }) {
  const [open, setOpen] = useState<Action | null>(null);
  const endPlan = useEndPlan();
  const close = () => setOpen(null);
  const { user, plan } = detail;
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

      {open === "grant" && <GrantDialog detail={detail} onClose={close} />}
      {open === "status" && <StatusDialog user={user} onClose={close} />}
      {open === "end-plan" && (
        <ConfirmDialog
          title={`End ${plan.planName ?? "the plan"} of ${user.email}?`}
          description="The account becomes free now, with the free quota; days and generations left are gone."
          confirmLabel="End plan"
          danger
          withReason
          busy={endPlan.isPending}
          onClose={close}
          onConfirm={(reason) =>
            endPlan.mutate(
              { id: user.id, reason },
              {
                onSuccess: () => {
                  toast.success(adminUserText.planEnded);
                  close();
                },
                onError: (e) => toastError(e, adminUserText.endPlanFailed),
              },
            )
          }
        />
      )}
    </div>
  );
}
