import { Plus, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { msg } from "../../../domain/messages.ts";
import type { PlanView } from "../../../domain/plans.ts";
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
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          {msg.admin.plansLoadFailed}
          <Button variant="secondary" className="px-3 py-1" onClick={() => void plans.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" /> Retry
          </Button>
        </div>
      ) : plans.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No pricing plans yet. The pricing page shows the standard plans until you add one.
        </p>
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
