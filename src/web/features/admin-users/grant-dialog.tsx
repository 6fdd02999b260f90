import { useId, useState } from "react";
import {
  type AdminUserDetail,
  GRANT_DAYS_MAX,
  GRANT_GENERATIONS_MAX,
} from "../../../domain/admin-user.ts";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useGrant } from "./api.ts";

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** Grant generations, days or both; the server adds them as a purchase would (docs/product.md). */
export function GrantDialog({ detail, onClose }: { detail: AdminUserDetail; onClose: () => void }) {
  const t = useTexts(adminText);
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
      title={t("userGrantTitle", { email: detail.user.email })}
      description={t(running ? "userGrantRunning" : "userGrantFree")}
      confirmLabel={t("userGrant")}
      withReason
      canConfirm={valid}
      busy={grant.isPending}
      onClose={onClose}
      onConfirm={(reason) =>
        grant.mutate(
          { id: detail.user.id, generations: g, days: d, reason },
          {
            onSuccess: () => {
              toast.success(t("userGranted"));
              onClose();
            },
            onError: (e) => toastError(e, t("userGrantFailed")),
          },
        )
      }
    >
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            [
              "generations",
              "userGrantGenerations",
              generations,
              setGenerations,
              GRANT_GENERATIONS_MAX,
            ],
            ["days", "userGrantDays", days, setDays, GRANT_DAYS_MAX],
          ] as const
        ).map(([key, label, value, set, max]) => (
          <div key={key} className="space-y-1">
            <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
              {t(label)}
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
        {t("userGrantHint", {
          generations: formatNumber(GRANT_GENERATIONS_MAX),
          days: formatNumber(GRANT_DAYS_MAX),
        })}
      </p>
    </ConfirmDialog>
  );
}
