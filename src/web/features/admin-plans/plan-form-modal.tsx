import { useId } from "react";
import { Controller, type FieldError, type Merge } from "react-hook-form";
import { PLAN_ICONS, type PlanView, planFormSchema } from "../../../domain/plans.ts";
import { DISCOUNT_TYPES } from "../../../domain/pricing.ts";
import { UNLIMITED } from "../../../domain/quota.ts";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow } from "../../components/ui/form-row.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { saveRowAndClose } from "../../lib/admin-calls.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useSite } from "../../lib/site.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useSavePlan } from "./api.ts";
import { NEW_PLAN, toFormValues } from "./form-values.ts";
import { GRADIENT_PRESETS } from "./gradients.ts";

const discountLabels: Record<(typeof DISCOUNT_TYPES)[number], AdminKey> = {
  none: "planDiscountNone",
  percentage: "planDiscountPercentage",
  fixed: "planDiscountFixed",
};
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
  const t = useTexts(adminText);
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
        created: messageText("adminPlanCreated"),
        updated: messageText("adminPlanUpdated"),
        failed: messageText("adminPlanSaveFailed"),
      },
      onClose,
    ),
  );

  const presets = GRADIENT_PRESETS.map((g) => ({ value: g.value, label: t(g.label) }));
  const gradients = GRADIENT_PRESETS.some((g) => g.value === gradient)
    ? presets
    : [...presets, { value: gradient ?? "", label: gradient ?? "" }];
  const discountOptions = DISCOUNT_TYPES.map((d) => ({ value: d, label: t(discountLabels[d]) }));

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

  // The Urdu beside an English text: right to left, blank meaning "show the English".
  const urduField = (
    name: "name" | "duration" | "badge" | "discountDescription",
    label: string,
    disabled = false,
  ) => (
    <FormRow
      id={f(`${name}-ur`)}
      label={t("urduOf", { field: label })}
      error={errors.urdu?.[name]?.message}
      hint={t("urduHint")}
    >
      <input
        dir="rtl"
        lang="ur"
        className={inputClass}
        {...described(f(`${name}-ur`), errors.urdu?.[name]?.message, true)}
        {...register(`urdu.${name}`, { disabled })}
      />
    </FormRow>
  );

  const featuresField = (name: "features" | "urdu.features", label: string, urdu: boolean) => {
    const id = f(urdu ? "features-ur" : "features");
    const error = firstMessage(urdu ? errors.urdu?.features : errors.features);
    return (
      <FormRow id={id} label={label} error={error} hint={t(urdu ? "urduHint" : "planFeaturesHint")}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <textarea
              className={`${inputClass} min-h-28`}
              {...described(id, error, true)}
              {...(urdu ? { dir: "rtl", lang: "ur" } : {})}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={(field.value ?? []).join("\n")}
              onChange={(e) => field.onChange(e.target.value.split("\n"))}
            />
          )}
        />
      </FormRow>
    );
  };

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
      title={plan ? t("planEdit", { plan: plan.name }) : t("plansAdd")}
      size="lg"
      closeOnBackdrop={!isDirty}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        {textField("name", t("planName"))}
        {urduField("name", t("planName"))}
        {textField("duration", t("planDuration"), t("planDurationHint"))}
        {urduField("duration", t("planDuration"))}
        {numberField("durationDays", t("planDays"), t("planDaysHint"))}
        {numberField(
          "voiceLimit",
          t("planVoiceLimit"),
          t("planVoiceLimitHint", { unlimited: UNLIMITED }),
        )}
        {numberField("basePrice", t("planBasePrice"))}
        {numberField("currentPrice", t("planCurrentPrice"), t("planCurrentPriceHint"))}
        {featuresField("features", t("planFeatures"), false)}
        {featuresField("urdu.features", t("urduOf", { field: t("planFeatures") }), true)}
        {selectField("icon", t("planIcon"), iconOptions)}
        {selectField("gradient", t("planColour"), gradients)}
        {textField("badge", t("planBadge"), t("planBadgeHint"))}
        {urduField("badge", t("planBadge"))}
        <fieldset className="flex flex-wrap items-end gap-6 pb-2 sm:col-span-2">
          <legend className="sr-only">{t("planVisibility")}</legend>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...register("popular")} />{" "}
            {t("plansPopular")}
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...register("isActive")} /> {t("planActive")}
          </label>
        </fieldset>
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2 dark:border-slate-800">
          <legend className="px-1 text-sm font-semibold">{t("planDiscount")}</legend>
          {selectField("discountType", t("planDiscountType"), discountOptions)}
          {numberField("discountValue", t("planDiscountValue"), undefined, noDiscount)}
          <FormRow
            id={f("discountExpiry")}
            label={t("planDiscountEnds")}
            error={errors.discountExpiry?.message}
            hint={t("planDiscountEndsHint", { timezone: site.timezone })}
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
            label={t("planDiscountNote")}
            error={errors.discountDescription?.message}
          >
            <input
              className={inputClass}
              {...described(f("discountDescription"), errors.discountDescription?.message)}
              {...register("discountDescription", { disabled: noDiscount })}
            />
          </FormRow>
          {urduField("discountDescription", t("planDiscountNote"), noDiscount)}
        </fieldset>
        <ModalActions
          label={t(plan ? "saveChanges" : "planCreate")}
          onCancel={onClose}
          busy={save.isPending}
          className="sm:col-span-2"
        />
      </form>
    </Modal>
  );
}
