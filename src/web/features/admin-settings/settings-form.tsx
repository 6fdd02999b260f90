import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type FieldPath, useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { adminText } from "../../../domain/admin.ts";
import { type SiteSettings, siteSettingsSchema } from "../../../domain/settings.ts";
import { described, FormRow } from "../../components/admin/form-row.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useSite } from "../../lib/site.ts";
import { useSaveSettings } from "./api.ts";
import { RowList } from "./row-list.tsx";
import { WalletsFieldset } from "./wallets-fieldset.tsx";

export type SettingsInput = z.input<typeof siteSettingsSchema>;
type Input = SettingsInput;

const fieldset = "space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800";
const legend = "px-1 font-semibold";

/** The operator's settings (docs/product.md section 10), saved whole with the server's schema. */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const id = useId();
  const save = useSaveSettings();
  const site = useSite();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useForm<Input, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: settings,
  });
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

  const onSubmit = handleSubmit((form) =>
    save.mutate(form, {
      onSuccess: ({ problems: _, ...saved }) => {
        toast.success(adminText.settingsSaved);
        reset(saved);
      },
      onError: (e) => toastError(e, adminText.settingsSaveFailed),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className={fieldset}>
        <legend className={legend}>Site</legend>
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
      </fieldset>

      <WalletsFieldset
        control={control}
        form={{ getValues, setValue, watch }}
        text={(name, label) => text(name, label)}
        error={walletsError}
        radioName={`${id}-primary`}
        className={fieldset}
      />

      <fieldset className={fieldset}>
        <legend className={legend}>Support</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("whatsappNumber", "WhatsApp number", {
            hint: "Digits only, with the country code",
          })}
          {text("averageResponse", "Average response time")}
        </div>
        <p className="text-sm font-medium">Support hours</p>
        <RowList
          keys={hours.fields.map((h) => h.id)}
          max={7}
          rowClass="sm:grid-cols-[1fr_1fr_auto]"
          row={(i) => (
            <>
              {text(`supportHours.${i}.days`, "Days")}
              {text(`supportHours.${i}.hours`, "Hours")}
            </>
          )}
          onRemove={hours.remove}
          removeLabel="support hours"
          onAdd={() => hours.append({ days: "", hours: "" })}
          addLabel="Add support hours"
        />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Founder</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("founder.name", "Name", {
            hint: "The landing page shows the founder once a name is filled in",
          })}
          {text("founder.title", "Title")}
          {text("founder.photoUrl", "Photo URL")}
        </div>
        {text("founder.bio", "Bio", { area: true })}
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Social links and proof</legend>
        <RowList
          keys={links.fields.map((l) => l.id)}
          max={8}
          rowClass="sm:grid-cols-[1fr_2fr_auto]"
          row={(i) => (
            <>
              {text(`socialLinks.${i}.label`, "Label")}
              {text(`socialLinks.${i}.url`, "URL")}
            </>
          )}
          onRemove={links.remove}
          removeLabel="social link"
          onAdd={() => links.append({ label: "", url: "" })}
          addLabel="Add social link"
        />
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
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          Save settings
        </Button>
        <Button variant="secondary" disabled={!isDirty || save.isPending} onClick={() => reset()}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
