import { Crown, Gift, type LucideIcon, Star, Users, Zap } from "lucide-react";
import type { PlanIcon as PlanIconName } from "../../domain/plans.ts";

// The plan icons are lucide names (docs/decisions/001-stack.md).
const icons: Record<PlanIconName, LucideIcon> = { Crown, Star, Gift, Users, Zap };

/**
 * The plan's icon on its gradient. The solid colour underneath shows when the gradient's classes
 * are not in the stylesheet (an operator's own gradient), so the white icon never disappears.
 */
export function PlanIcon({ icon, gradient }: { icon: PlanIconName; gradient: string }) {
  const Icon = icons[icon] ?? Zap;
  return (
    <span
      className={`inline-flex size-11 items-center justify-center rounded-xl bg-indigo-600 bg-linear-to-br ${gradient} text-white`}
    >
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
