import { useId } from "react";
import {
  type AdminPasswordChange,
  adminPasswordChangeSchema,
  adminText,
} from "../../../domain/admin.ts";
import { toast } from "../../components/toaster.tsx";
import { InputRow, type InputSpec } from "../../components/ui/form-row.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { ApiRequestError, toastError } from "../../lib/api.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useChangeAdminPassword } from "./api.ts";
import { SettingsCard } from "./settings-card.tsx";

// Each id follows the form's own (useId).
const fields: InputSpec<AdminPasswordChange>[] = [
  {
    name: "currentPassword",
    id: "current",
    label: "Current password",
    type: "password",
    autoComplete: "current-password",
  },
  {
    name: "newPassword",
    id: "new",
    label: "New password",
    type: "password",
    autoComplete: "new-password",
  },
];

/** The current password is required; the server ends every other admin session. */
export function PasswordForm() {
  const id = useId();
  const change = useChangeAdminPassword();
  const form = useZodForm(adminPasswordChangeSchema, { currentPassword: "", newPassword: "" });
  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success(adminText.passwordChanged);
        form.reset();
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && e.code === "WRONG_PASSWORD") {
          form.setError("currentPassword", { message: adminText.wrongCurrentPassword });
          toast.error(adminText.wrongCurrentPassword);
        } else toastError(e, adminText.passwordChangeFailed);
      },
    }),
  );
  return (
    <SettingsCard title="Admin password">
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <InputRow key={field.name} form={form} {...field} id={`${id}-${field.id}`} />
        ))}
        <div className="sm:col-span-2">
          <SubmitButton busy={change.isPending}>Change password</SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
