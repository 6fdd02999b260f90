import { msg } from "../../../domain/messages.ts";
import type { PlanView } from "../../../domain/plans.ts";
import { EditableList } from "../../components/admin/editable-list.tsx";
import { useSite } from "../../lib/site.ts";
import { AdminPlanCard, PlansSkeleton } from "./admin-plan-card.tsx";
import { useAdminPlans, useDeletePlan } from "./api.ts";
import { PlanFormModal } from "./plan-form-modal.tsx";

const texts = {
  title: "Pricing plans",
  add: "Add Plan",
  empty: "No pricing plans yet. The pricing page shows the standard plans until you add one.",
  loadFailed: msg.admin.plansLoadFailed,
  deleted: msg.admin.planDeleted,
  deleteFailed: msg.admin.planDeleteFailed,
  confirmTitle: "Delete pricing plan",
  confirmDescription: msg.admin.confirmPlanDelete,
};

export function PlansTab() {
  const list = useAdminPlans();
  const remove = useDeletePlan();
  const { timezone } = useSite();
  return (
    <EditableList<PlanView>
      texts={texts}
      list={list}
      remove={remove}
      skeleton={<PlansSkeleton />}
      form={(plan, onClose) => <PlanFormModal plan={plan} onClose={onClose} />}
      confirmBody={(plan) => (
        <p className="text-sm">
          <strong>{plan.name}</strong> leaves the pricing page. Payments already made for it keep
          what was bought.
        </p>
      )}
    >
      {(plans, act) => (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <AdminPlanCard key={plan.id} plan={plan} timezone={timezone} act={act} />
          ))}
        </div>
      )}
    </EditableList>
  );
}
