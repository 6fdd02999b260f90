import type { BillingCycle } from "../../../domain/pricing.ts";
import { useTexts } from "../../lib/i18n.ts";
import { pricingText } from "./texts.ts";

/** Monthly/Yearly as a native radio pair: arrow keys, labels and state come with it. */
export function BillingToggle({
  value,
  onChange,
  saveUpTo,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  saveUpTo: string;
}) {
  const t = useTexts(pricingText);
  return (
    <fieldset className="mx-auto mt-8 flex w-fit flex-col items-center gap-2">
      <legend className="sr-only">{t("billingPeriod")}</legend>
      <div className="inline-grid grid-cols-2 rounded-full bg-slate-100 p-1 dark:bg-slate-800">
        {(["monthly", "yearly"] as const).map((cycle) => (
          <label
            key={cycle}
            className={`cursor-pointer rounded-full px-5 py-2 text-center text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 ${
              value === cycle
                ? "bg-white text-slate-950 shadow dark:bg-slate-950 dark:text-white"
                : "text-slate-700 dark:text-slate-300"
            }`}
          >
            <input
              type="radio"
              name="billing-cycle"
              value={cycle}
              checked={value === cycle}
              onChange={() => onChange(cycle)}
              className="sr-only"
            />
            {t(cycle)}
          </label>
        ))}
      </div>
      <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
        {t("saveUpTo", { amount: saveUpTo })}
      </p>
    </fieldset>
  );
}
