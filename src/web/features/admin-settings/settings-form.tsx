import { useId } from "react";
import { type FieldPath, useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { adminText } from "../../../domain/admin.ts";
import { type SiteSettings, siteSettingsSchema } from "../../../domain/settings.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow } from "../../components/ui/form-row.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { toastError } from "../../lib/api.ts";
import { useSite } from "../../lib/site.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useSaveSettings } from "./api.ts";
import { Fieldset } from "./fieldset.tsx";
import { TextRows } from "./row-list.tsx";
import { WalletsFieldset } from "./wallets-fieldset.tsx";

export type SettingsInput = z.input<typeof siteSettingsSchema>;
type Input = SettingsInput;

// The lists of text rows, by their path in the form.
const textLists = {
  supportHours: {
    inputs: { days: "Days", hours: "Hours" },
    max: 7,
    rowClass: "sm:grid-cols-[1fr_1fr_auto]",
    item: "support hours",
  },
  socialLinks: {
    inputs: { label: "Label", url: "URL" },
    max: 8,
    rowClass: "sm:grid-cols-[1fr_2fr_auto]",
    item: "social link",
  },
} as const;

/** The operator's settings (docs/product.md section 10), saved whole with the server's schema. */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const id = useId();
  const save = useSaveSettings();
  const site = useSite();
  const form = useZodForm(siteSettingsSchema, settings);
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
    const props = {
      ...described(f(name), error, Boolean(opts.hint)),
      className: opts.area ? `${inputClass} min-h-24` : inputClass,
      ...register(name),
    };
    return (
      <FormRow id={f(name)} label={label} error={error} hint={opts.hint}>
        {opts.area ? <textarea {...props} /> : <input {...props} />}
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
        toast.success(adminText.settingsSaved);
        form.reset(saved);
      },
      onError: (e) => toastError(e, adminText.settingsSaveFailed),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Fieldset legend="Site">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("siteName", "Site name")}
          {text("timezone", "Time zone", { hint: "An IANA zone, for example Asia/Karachi" })}
          <FormRow
            id={f("freeQuota")}
            label="Free generations per user"
            error={errorOf("freeQuota")}
          >
            <input
              type="number"
              min={0}
              max={1000}
              className={inputClass}
              {...described(f("freeQuota"), errorOf("freeQuota"))}
              {...register("freeQuota", { valueAsNumber: true })}
            />
          </FormRow>
          {text("verificationText", "Payment verification time", {
            hint: 'Shown as "verified within …", for example "within 2-4 hours"',
          })}
        </div>
        {text("refundPolicyText", "Refund policy", { area: true })}
        {checkbox(
          "requireEmailVerification",
          "New accounts confirm their e-mail address",
          site.auth.email
            ? "An address must open the link we e-mail it before it can sign in. Google accounts count as confirmed."
            : "Needs e-mail (SMTP_URL): this site sends none, so nobody is asked.",
        )}
        {text("termsText", "Terms of Service (/terms)", {
          area: true,
          hint: "Blank shows a default that names the site. A blank line starts a paragraph.",
        })}
        {text("privacyText", "Privacy Policy (/privacy)", {
          area: true,
          hint: "Blank shows a default that names the site and says what is stored.",
        })}
      </Fieldset>

      <WalletsFieldset
        control={control}
        form={form}
        text={(name, label) => text(name, label)}
        error={walletsError}
        radioName={`${id}-primary`}
      />

      <Fieldset legend="Support">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("whatsappNumber", "WhatsApp number", {
            hint: "Digits only, with the country code",
          })}
          {text("averageResponse", "Average response time")}
        </div>
        <p className="text-sm font-medium">Support hours</p>
        <TextRows name="supportHours" spec={textLists.supportHours} rows={hours} text={text} />
      </Fieldset>

      <Fieldset legend="Founder">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("founder.name", "Name", {
            hint: "The landing page shows the founder once a name is filled in",
          })}
          {text("founder.title", "Title")}
          {text("founder.photoUrl", "Photo URL")}
        </div>
        {text("founder.bio", "Bio", { area: true })}
      </Fieldset>

      <Fieldset legend="Social links and proof">
        <TextRows name="socialLinks" spec={textLists.socialLinks} rows={links} text={text} />
        {checkbox(
          "socialProof.show",
          "Show these figures on the landing page",
          "Your own, true numbers only: every visitor sees them. A blank one is left out.",
        )}
        <div className="grid gap-4 sm:grid-cols-4">
          {text("socialProof.happyCustomers", "Happy customers")}
          {text("socialProof.orders", "Orders")}
          {text("socialProof.voicesGenerated", "Generations made")}
          {text("socialProof.rating", "Rating")}
        </div>
      </Fieldset>

      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending}>Save settings</SubmitButton>
        <Button
          variant="secondary"
          disabled={!isDirty || save.isPending}
          onClick={() => form.reset()}
        >
          Discard changes
        </Button>
      </div>
    </form>
  );
}
