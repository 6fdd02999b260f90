import { useId } from "react";
import { Controller, type FieldError, type Merge } from "react-hook-form";
import { msg } from "../../../domain/messages.ts";
import { PLAN_ICONS, type PlanView, planFormSchema } from "../../../domain/plans.ts";
import { DISCOUNT_TYPES } from "../../../domain/pricing.ts";
import { UNLIMITED } from "../../../domain/quota.ts";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow } from "../../components/ui/form-row.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { saveRowAndClose } from "../../lib/admin-calls.ts";
import { useSite } from "../../lib/site.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useSavePlan } from "./api.ts";
import { NEW_PLAN, toFormValues } from "./form-values.ts";
import { GRADIENT_PRESETS } from "./gradients.ts";

const discountLabels = { none: "None", percentage: "Percentage (%)", fixed: "Fixed (Rs.)" };
const discountOptions = DISCOUNT_TYPES.map((t) => ({ value: t, label: discountLabels[t] }));
const iconOptions = PLAN_ICONS.map((icon) => ({ value: icon, label: icon }));

// A list field's error sits on the list or on one of its items.
function firstMessage(
  e: Merge<FieldError, (FieldError | undefined)[]> | undefined,
): string | undefined {
  if (!e) return undefined;
  if (typeof e.message === "string") return e.message;
  const items = Array.from({ length: e.length ?? 0 }, (_, i) => e[i]);
  return items.find((item) => item?.message)?.message;
}

/** Add or edit a plan: the rules of docs/product.md section 5, checked by the same schema the server uses. */
export function PlanFormModal({ plan, onClose }: { plan: PlanView | null; onClose: () => void }) {
  const id = useId();
  const site = useSite();
  const save = useSavePlan();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = useZodForm(planFormSchema, plan ? toFormValues(plan, site.timezone) : NEW_PLAN);
  const noDiscount = watch("discountType") === "none";
  const gradient = watch("gradient");
  const f = (name: string) => `${id}-${name}`;

  const onSubmit = handleSubmit((form) =>
    saveRowAndClose(
      save,
      { id: plan?.id ?? null, form },
      {
        created: msg.admin.planCreated,
        updated: msg.admin.planUpdated,
        failed: msg.admin.planSaveFailed,
      },
      onClose,
    ),
  );

  const gradients = GRADIENT_PRESETS.some((g) => g.value === gradient)
    ? GRADIENT_PRESETS
    : [...GRADIENT_PRESETS, { value: gradient ?? "", label: gradient ?? "" }];

  const numberField = (
    name: "durationDays" | "basePrice" | "currentPrice" | "voiceLimit" | "discountValue",
    label: string,
    hint?: string,
    disabled = false,
  ) => (
    <FormRow id={f(name)} label={label} error={errors[name]?.message} hint={hint}>
      <input
        type="number"
        inputMode="numeric"
        step={1}
        min={0}
        className={inputClass}
        {...described(f(name), errors[name]?.message, Boolean(hint))}
        {...register(name, { valueAsNumber: true, disabled })}
      />
    </FormRow>
  );

  const textField = (name: "name" | "duration" | "badge", label: string, hint?: string) => (
    <FormRow id={f(name)} label={label} error={errors[name]?.message} hint={hint}>
      <input
        className={inputClass}
        {...described(f(name), errors[name]?.message, Boolean(hint))}
        {...register(name)}
      />
    </FormRow>
  );

  const selectField = (
    name: "icon" | "gradient" | "discountType",
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <FormRow id={f(name)} label={label} error={errors[name]?.message}>
      <select className={inputClass} {...described(f(name))} {...register(name)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormRow>
  );

  return (
    <Modal
      open
      onClose={() => !save.isPending && onClose()}
      title={plan ? `Edit ${plan.name}` : "Add Plan"}
      size="lg"
      closeOnBackdrop={!isDirty}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        {textField("name", "Name")}
        {textField(
          "duration",
          "Duration label",
          "Shown on the card and the account, such as 7 Days.",
        )}
        {numberField("durationDays", "Duration in days", "How long the plan lasts after approval.")}
        {numberField("voiceLimit", "Voice limit", `${UNLIMITED} means unlimited.`)}
        {numberField("basePrice", "Base price (Rs.)")}
        {numberField(
          "currentPrice",
          "Current price (Rs.)",
          "With a discount, the price is worked out from the base price.",
        )}
        <FormRow
          id={f("features")}
          label="Features"
          className="sm:col-span-2"
          error={firstMessage(errors.features)}
          hint="One per line; blank lines are dropped."
        >
          <Controller
            control={control}
            name="features"
            render={({ field }) => (
              <textarea
                className={`${inputClass} min-h-28`}
                {...described(f("features"), firstMessage(errors.features), true)}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={(field.value ?? []).join("\n")}
                onChange={(e) => field.onChange(e.target.value.split("\n"))}
              />
            )}
          />
        </FormRow>
        {selectField("icon", "Icon", iconOptions)}
        {selectField("gradient", "Colour", gradients)}
        {textField("badge", "Badge (optional)", "Such as Most Popular.")}
        <fieldset className="flex flex-wrap items-end gap-6 pb-2">
          <legend className="sr-only">Visibility</legend>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...register("popular")} /> Popular
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...register("isActive")} /> Active (shown on
            the pricing page)
          </label>
        </fieldset>
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2 dark:border-slate-800">
          <legend className="px-1 text-sm font-semibold">Discount</legend>
          {selectField("discountType", "Discount type", discountOptions)}
          {numberField("discountValue", "Discount value", undefined, noDiscount)}
          <FormRow
            id={f("discountExpiry")}
            label="Discount ends after (optional)"
            error={errors.discountExpiry?.message}
            hint={`The last day, in ${site.timezone}.`}
          >
            <input
              type="date"
              className={inputClass}
              {...described(f("discountExpiry"), errors.discountExpiry?.message, true)}
              {...register("discountExpiry", { disabled: noDiscount })}
            />
          </FormRow>
          <FormRow
            id={f("discountDescription")}
            label="Discount note (optional)"
            error={errors.discountDescription?.message}
          >
            <input
              className={inputClass}
              {...described(f("discountDescription"), errors.discountDescription?.message)}
              {...register("discountDescription", { disabled: noDiscount })}
            />
          </FormRow>
        </fieldset>
        <ModalActions
          label={plan ? "Save changes" : "Create plan"}
          onCancel={onClose}
          busy={save.isPending}
          className="sm:col-span-2"
        />
      </form>
    </Modal>
  );
}
