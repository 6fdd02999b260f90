import { changeEmailSchema, displayNameSchema } from "../../../domain/account.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { InputRow } from "../../components/ui/form-row.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useChangeEmail, useUpdateName } from "./api.ts";
import { emailRule } from "./fields.ts";
import { accountText } from "./texts.ts";

// Each form is one input with its button beside it on a wide screen.
const oneRow = "flex flex-col gap-3 sm:flex-row sm:items-end";

const nameField = { name: "name", id: "account-name", row: "grow", autoComplete: "name" } as const;

const emailField = {
  name: "newEmail",
  id: "account-email",
  row: "grow",
  type: "email",
  autoComplete: "email",
} as const;

const emailForm = changeEmailSchema.extend({ newEmail: emailRule });

export function NameForm({ name }: { name: string }) {
  const t = useTexts(accountText);
  const update = useUpdateName();
  const form = useZodForm(displayNameSchema, { name });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values.name, {
      onSuccess: () => toast.success(t("nameSaved")),
      onError: (e) => toastError(e, messageText("httpInternal")),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className={oneRow}>
      <InputRow form={form} {...nameField} label={t("nameLabel")} />
      <Button type="submit" busy={update.isPending}>
        {t("nameSave")}
      </Button>
    </form>
  );
}

export function EmailForm({ email, mails }: { email: string; mails: boolean }) {
  const t = useTexts(accountText);
  const change = useChangeEmail();
  const form = useZodForm(emailForm, { newEmail: "" });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values.newEmail.trim(), {
      onSuccess: () => toast.success(t(mails ? "emailCheckInbox" : "emailChanged")),
      onError: (e) => toastError(e, messageText("httpInternal")),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className={oneRow}>
      <InputRow
        form={form}
        {...emailField}
        label={t("emailLabel")}
        hint={t("emailNow", { email })}
      />
      <Button type="submit" busy={change.isPending} variant="secondary">
        {t("emailChange")}
      </Button>
    </form>
  );
}
