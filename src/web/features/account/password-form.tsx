import { changePasswordSchema } from "../../../domain/account.ts";
import { msg } from "../../../domain/messages.ts";
import { toast } from "../../components/toaster.tsx";
import { InputRow, type InputSpec } from "../../components/ui/form-row.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { toastError } from "../../lib/api.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useChangePassword } from "./api.ts";
import { newPasswordField } from "./fields.ts";

type Form = { currentPassword: string; newPassword: string };

const fields: InputSpec<Form>[] = [
  {
    name: "currentPassword",
    id: "pw-current",
    label: "Current password",
    type: "password",
    autoComplete: "current-password",
  },
  { ...newPasswordField, id: "pw-new" },
];

/** better-auth's change-password, which also signs out every other session. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useZodForm(changePasswordSchema, { currentPassword: "", newPassword: "" });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success("Password changed. Your other sessions are signed out.");
      },
      onError: (e) => toastError(e, msg.http.internal),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {fields.map((field) => (
        <InputRow key={field.name} form={form} {...field} />
      ))}
      <SubmitButton busy={change.isPending}>Change password</SubmitButton>
    </form>
  );
}
