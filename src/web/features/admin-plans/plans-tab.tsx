import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { msg } from "../../../domain/messages.ts";
import type { PlanView } from "../../../domain/plans.ts";
import { EmptyList, LoadError } from "../../components/admin/list-states.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useSite } from "../../lib/site.ts";
import { AdminPlanCard, PlansSkeleton } from "./admin-plan-card.tsx";
import { useAdminPlans, useDeletePlan } from "./api.ts";
import { PlanFormModal } from "./plan-form-modal.tsx";

// "new" opens an empty form; a plan opens it filled in.
type Editing = PlanView | "new" | null;

export function PlansTab() {
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const { timezone } = useSite();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PlanView | null>(null);

  // One toast per failed load; the panel below offers Retry.
  useEffect(() => {
    if (plans.isError) toastError(plans.error, msg.admin.plansLoadFailed);
  }, [plans.isError, plans.error]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(msg.admin.planDeleted);
        setDeleting(null);
      },
      onError: (e) => toastError(e, msg.admin.planDeleteFailed),
    });
  };

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
      <Modal
        open={deleting !== null}
        onClose={() => !remove.isPending && setDeleting(null)}
        title="Delete pricing plan"
        description={msg.admin.confirmPlanDelete}
        size="sm"
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setDeleting(null)}
              disabled={remove.isPending}
            >
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              Delete
            </Button>
          </>
        }
      >
        <p className="text-sm">
          <strong>{deleting?.name}</strong> leaves the pricing page. Payments already made for it
          keep what was bought.
        </p>
      </Modal>
    </div>
  );
}
