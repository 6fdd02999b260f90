import { changePasswordSchema } from "../../../domain/account.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { InputRow, type InputSpec } from "../../components/ui/form-row.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useChangePassword } from "./api.ts";
import { newPasswordField } from "./fields.ts";
import { accountText } from "./texts.ts";

type Form = { currentPassword: string; newPassword: string };

/** better-auth's change-password, which also signs out every other session. */
export function PasswordForm() {
  const t = useTexts(accountText);
  const fields: InputSpec<Form>[] = [
    {
      name: "currentPassword",
      id: "pw-current",
      label: t("passwordCurrent"),
      type: "password",
      autoComplete: "current-password",
    },
    { ...newPasswordField(), id: "pw-new" },
  ];
  const change = useChangePassword();
  const form = useZodForm(changePasswordSchema, { currentPassword: "", newPassword: "" });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(t("passwordChanged"));
      },
      onError: (e) => toastError(e, messageText("httpInternal")),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {fields.map((field) => (
        <InputRow key={field.name} form={form} {...field} />
      ))}
      <Button type="submit" busy={change.isPending}>
        {t("passwordChange")}
      </Button>
    </form>
  );
}
