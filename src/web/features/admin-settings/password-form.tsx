import { useId } from "react";
import { type AdminPasswordChange, adminPasswordChangeSchema } from "../../../domain/admin.ts";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { InputRow, type InputSpec } from "../../components/ui/form-row.tsx";
import { ApiRequestError, toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useChangeAdminPassword } from "./api.ts";
import { SettingsCard } from "./settings-card.tsx";

// Each id follows the form's own (useId); each label is a catalogue key.
const fields: (InputSpec<AdminPasswordChange> & { label: AdminKey })[] = [
  {
    name: "currentPassword",
    id: "current",
    label: "settingsPasswordCurrent",
    type: "password",
    autoComplete: "current-password",
  },
  {
    name: "newPassword",
    id: "new",
    label: "settingsPasswordNew",
    type: "password",
    autoComplete: "new-password",
  },
];

/** The current password is required; the server ends every other admin session. */
export function PasswordForm() {
  const t = useTexts(adminText);
  const id = useId();
  const change = useChangeAdminPassword();
  const form = useZodForm(adminPasswordChangeSchema, { currentPassword: "", newPassword: "" });
  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success(t("settingsPasswordChanged"));
        form.reset();
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && e.code === "WRONG_PASSWORD") {
          form.setError("currentPassword", { message: t("settingsWrongPassword") });
          toast.error(t("settingsWrongPassword"));
        } else toastError(e, t("settingsPasswordChangeFailed"));
      },
    }),
  );
  return (
    <SettingsCard title={t("settingsPassword")}>
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <InputRow
            key={field.name}
            form={form}
            {...field}
            id={`${id}-${field.id}`}
            label={t(field.label)}
          />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" busy={change.isPending}>
            {t("settingsPasswordChange")}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
