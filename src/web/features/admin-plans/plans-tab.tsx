import type { PlanView } from "../../../domain/plans.ts";
import { EditableList, type EditableListTexts } from "../../components/admin/editable-list.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useSite } from "../../lib/site.ts";
import { AdminPlanCard, PlansSkeleton } from "./admin-plan-card.tsx";
import { useAdminPlans, useDeletePlan } from "./api.ts";
import { PlanFormModal } from "./plan-form-modal.tsx";

const texts: EditableListTexts = {
  title: "plansTitle",
  add: "plansAdd",
  empty: "plansEmpty",
  loadFailed: messageText("adminPlansLoadFailed"),
  deleted: messageText("adminPlanDeleted"),
  deleteFailed: messageText("adminPlanDeleteFailed"),
  confirmTitle: "plansDeleteTitle",
  confirmDescription: messageText("adminConfirmPlanDelete"),
};

export function PlansTab() {
  const t = useTexts(adminText);
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
          <strong>{plan.name}</strong> {t("plansDeleteAfter")}
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
