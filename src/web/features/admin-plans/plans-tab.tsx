import { Plus } from "lucide-react";
import { msg } from "../../../domain/messages.ts";
import type { PlanView } from "../../../domain/plans.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { EmptyList, LoadError } from "../../components/admin/list-states.tsx";
import { useListActions } from "../../components/admin/use-list-actions.ts";
import { Button } from "../../components/ui/button.tsx";
import { useSite } from "../../lib/site.ts";
import { AdminPlanCard, PlansSkeleton } from "./admin-plan-card.tsx";
import { useAdminPlans, useDeletePlan } from "./api.ts";
import { PlanFormModal } from "./plan-form-modal.tsx";

export function PlansTab() {
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const { timezone } = useSite();
  const { editing, setEditing, deleting, setDeleting, confirmDelete } = useListActions<PlanView>({
    list: plans,
    remove,
    texts: {
      loadFailed: msg.admin.plansLoadFailed,
      deleted: msg.admin.planDeleted,
      deleteFailed: msg.admin.planDeleteFailed,
    },
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Pricing plans</h2>
        <Button onClick={() => setEditing("new")}>
          <Plus className="size-4" aria-hidden="true" /> Add Plan
        </Button>
      </div>

      {plans.isPending ? (
        <PlansSkeleton />
      ) : plans.isError ? (
        <LoadError message={msg.admin.plansLoadFailed} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyList>
          No pricing plans yet. The pricing page shows the standard plans until you add one.
        </EmptyList>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {plans.data.map((plan) => (
            <AdminPlanCard
              key={plan.id}
              plan={plan}
              timezone={timezone}
              onEdit={() => setEditing(plan)}
              onDelete={() => setDeleting(plan)}
            />
          ))}
        </div>
      )}

      {editing && (
        <PlanFormModal plan={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete pricing plan"
          description={msg.admin.confirmPlanDelete}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          <p className="text-sm">
            <strong>{deleting.name}</strong> leaves the pricing page. Payments already made for it
            keep what was bought.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
