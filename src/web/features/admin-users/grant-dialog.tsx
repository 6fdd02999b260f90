import { useId, useState } from "react";
import {
  type AdminUserDetail,
  adminUserText,
  GRANT_DAYS_MAX,
  GRANT_GENERATIONS_MAX,
} from "../../../domain/admin-user.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { toast } from "../../components/toaster.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { toastError } from "../../lib/api.ts";
import { useGrant } from "./api.ts";

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** Grant generations, days or both; the server adds them as a purchase would (docs/product.md). */
export function GrantDialog({ detail, onClose }: { detail: AdminUserDetail; onClose: () => void }) {
  const id = useId();
  const grant = useGrant();
  const [generations, setGenerations] = useState("");
  const [days, setDays] = useState("");
  const g = generations.trim() === "" ? 0 : whole(generations);
  const d = days.trim() === "" ? 0 : whole(days);
  const valid = g >= 0 && g <= GRANT_GENERATIONS_MAX && d >= 0 && d <= GRANT_DAYS_MAX && g + d > 0;
  const running = detail.plan.accountStatus === "pro";
  return (
    <ConfirmDialog
      title={`Grant to ${detail.user.email}`}
      description={
        running
          ? "Generations are added to what is left; days are added to the plan's end."
          : "Generations are added to what is left. Days start a plan today with what is left plus the generations."
      }
      confirmLabel="Grant"
      withReason
      canConfirm={valid}
      busy={grant.isPending}
      onClose={onClose}
      onConfirm={(reason) =>
        grant.mutate(
          { id: detail.user.id, generations: g, days: d, reason },
          {
            onSuccess: () => {
              toast.success(adminUserText.granted);
              onClose();
            },
            onError: (e) => toastError(e, adminUserText.grantFailed),
          },
        )
      }
    >
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            ["generations", "Generations", generations, setGenerations, GRANT_GENERATIONS_MAX],
            ["days", "Days", days, setDays, GRANT_DAYS_MAX],
          ] as const
        ).map(([key, label, value, set, max]) => (
          <div key={key} className="space-y-1">
            <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
              {label}
            </label>
            <input
              id={`${id}-${key}`}
              className={inputClass}
              inputMode="numeric"
              value={value}
              onChange={(e) => set(e.target.value)}
              placeholder="0"
              aria-describedby={`${id}-hint`}
              maxLength={String(max).length}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        Whole numbers; at least one above 0 (at most {GRANT_GENERATIONS_MAX.toLocaleString("en-US")}{" "}
        generations and {GRANT_DAYS_MAX.toLocaleString("en-US")} days).
      </p>
    </ConfirmDialog>
  );
}
