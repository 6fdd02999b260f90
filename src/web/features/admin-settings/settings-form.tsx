import { useId } from "react";
import { type FieldPath, useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { type SiteSettings, siteSettingsInputSchema } from "../../../domain/settings.ts";
import { adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow } from "../../components/ui/form-row.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useSite } from "../../lib/site.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useSaveSettings } from "./api.ts";
import { Fieldset } from "./fieldset.tsx";
import { TextRows } from "./row-list.tsx";
import { WalletsFieldset } from "./wallets-fieldset.tsx";

export type SettingsInput = z.input<typeof siteSettingsInputSchema>;
type Input = SettingsInput;
type BilingualText =
  | "verificationText"
  | "refundPolicyText"
  | "averageResponse"
  | "termsText"
  | "privacyText";

// The lists of text rows, by their path in the form.
const textLists = {
  supportHours: {
    inputs: {
      days: "settingsHoursDays",
      daysUr: "settingsHoursDaysUr",
      hours: "settingsHoursHours",
      hoursUr: "settingsHoursHoursUr",
    },
    max: 7,
    rowClass: "sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]",
    remove: "settingsHoursRemove",
    add: "settingsHoursAdd",
  },
  socialLinks: {
    inputs: { label: "settingsLinkLabel", url: "settingsLinkUrl" },
    max: 8,
    rowClass: "sm:grid-cols-[1fr_2fr_auto]",
    remove: "settingsLinkRemove",
    add: "settingsLinkAdd",
  },
} as const;

/** The operator's settings (docs/product.md section 10), saved whole with the server's schema. */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const t = useTexts(adminText);
  const id = useId();
  const save = useSaveSettings();
  const site = useSite();
  const form = useZodForm(siteSettingsInputSchema, settings);
  const { register, control, formState } = form;
  const { errors, isDirty } = formState;
  const hours = useFieldArray({ control, name: "supportHours" });
  const links = useFieldArray({ control, name: "socialLinks" });

  const f = (name: string) => `${id}-${name.replace(/\./g, "-")}`;
  const errorOf = (name: FieldPath<Input>): string | undefined => {
    let node: unknown = errors;
    for (const part of name.split("."))
      node = (node as Record<string, unknown> | undefined)?.[part];
    const m = (node as { message?: unknown } | undefined)?.message;
    return typeof m === "string" ? m : undefined;
  };
  const text = (
    name: FieldPath<Input>,
    label: string,
    opts: { hint?: string; area?: boolean } = {},
  ) => {
    const error = errorOf(name);
    // An operator text's Urdu (the fields named …Ur) is typed right to left, in Urdu.
    const urdu = /Ur$/.test(name) ? ({ dir: "rtl", lang: "ur" } as const) : {};
    const props = {
      ...described(f(name), error, Boolean(opts.hint)),
      className: opts.area ? `${inputClass} min-h-24` : inputClass,
      ...urdu,
      ...register(name),
    };
    return (
      <FormRow id={f(name)} label={label} error={error} hint={opts.hint}>
        {opts.area ? <textarea {...props} /> : <input {...props} />}
      </FormRow>
    );
  };

  // An operator text and its Urdu, side by side (docs/i18n.md, "The operator's texts").
  const bilingual = (
    name: BilingualText,
    label: string,
    opts: { hint?: string; area?: boolean } = {},
  ) => (
    <div className="grid gap-4 sm:grid-cols-2">
      {text(name, label, opts)}
      {text(`${name}Ur`, t("urduOf", { field: label }), { ...opts, hint: t("urduHint") })}
    </div>
  );

  const select = (name: FieldPath<Input>, label: string, options: readonly string[]) => {
    const error = errorOf(name);
    return (
      <FormRow id={f(name)} label={label} error={error}>
        <select className={inputClass} {...described(f(name), error)} {...register(name)}>
          <option value="">{t("settingsChoose")}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </FormRow>
    );
  };

  const checkbox = (name: FieldPath<Input>, label: string, hint: string) => (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-indigo-600"
        aria-describedby={f(`${name}-hint`)}
        {...register(name)}
      />
      <span>
        <span className="font-medium">{label}</span>
        <span id={f(`${name}-hint`)} className="block text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </span>
      </span>
    </label>
  );

  // The "exactly one primary" rule is on the list, not on a wallet.
  const walletsError = errorOf("wallets") ?? errors.wallets?.root?.message;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ problems: _, ...saved }) => {
        toast.success(t("settingsSaved"));
        form.reset(saved);
      },
      onError: (e) => toastError(e, t("settingsSaveFailed")),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Fieldset legend={t("settingsSite")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("siteName", t("settingsSiteName"))}
          {text("timezone", t("settingsTimezone"), { hint: t("settingsTimezoneHint") })}
          <FormRow id={f("freeQuota")} label={t("settingsFreeQuota")} error={errorOf("freeQuota")}>
            <input
              type="number"
              min={0}
              max={1000}
              className={inputClass}
              {...described(f("freeQuota"), errorOf("freeQuota"))}
              {...register("freeQuota", { valueAsNumber: true })}
            />
          </FormRow>
        </div>
        {bilingual("verificationText", t("settingsVerification"), {
          hint: t("settingsVerificationHint"),
        })}
        {bilingual("refundPolicyText", t("settingsRefund"), { area: true })}
        {checkbox(
          "requireEmailVerification",
          t("settingsVerifyEmail"),
          t(site.auth.email ? "settingsVerifyEmailHint" : "settingsVerifyEmailOff"),
        )}
        {bilingual("termsText", t("settingsTermsField"), {
          area: true,
          hint: t("settingsTermsHint"),
        })}
        {bilingual("privacyText", t("settingsPrivacyField"), {
          area: true,
          hint: t("settingsPrivacyHint"),
        })}
      </Fieldset>

      <WalletsFieldset
        control={control}
        form={form}
        text={(name, label, hint) => text(name, label, hint ? { hint } : {})}
        select={select}
        checkbox={(name, label) => (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-indigo-600" {...register(name)} />
            {label}
          </label>
        )}
        error={walletsError}
        radioName={`${id}-primary`}
      />

      <Fieldset legend={t("settingsSupport")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("whatsappNumber", t("settingsWhatsapp"), { hint: t("settingsWhatsappHint") })}
        </div>
        {bilingual("averageResponse", t("settingsResponse"))}
        <p className="text-sm font-medium">{t("settingsHours")}</p>
        <TextRows name="supportHours" spec={textLists.supportHours} rows={hours} text={text} />
      </Fieldset>

      <Fieldset legend={t("settingsFounder")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("founder.name", t("settingsFounderName"), { hint: t("settingsFounderNameHint") })}
          {text("founder.title", t("settingsFounderTitle"))}
          {text("founder.photoUrl", t("settingsFounderPhoto"))}
        </div>
        {text("founder.bio", t("settingsFounderBio"), { area: true })}
      </Fieldset>

      <Fieldset legend={t("settingsSocial")}>
        <TextRows name="socialLinks" spec={textLists.socialLinks} rows={links} text={text} />
        {checkbox("socialProof.show", t("settingsProofShow"), t("settingsProofShowHint"))}
        <div className="grid gap-4 sm:grid-cols-4">
          {text("socialProof.happyCustomers", t("settingsProofCustomers"))}
          {text("socialProof.orders", t("settingsProofOrders"))}
          {text("socialProof.voicesGenerated", t("settingsProofGenerations"))}
          {text("socialProof.rating", t("settingsProofRating"))}
        </div>
      </Fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          {t("settingsSave")}
        </Button>
        <Button
          variant="secondary"
          disabled={!isDirty || save.isPending}
          onClick={() => form.reset()}
        >
          {t("settingsDiscard")}
        </Button>
      </div>
    </form>
  );
}
