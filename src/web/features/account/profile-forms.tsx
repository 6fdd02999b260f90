import { changeEmailSchema, displayNameSchema } from "../../../domain/account.ts";
import { msg } from "../../../domain/messages.ts";
import { toast } from "../../components/toaster.tsx";
import { InputRow } from "../../components/ui/form-row.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { toastError } from "../../lib/api.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useChangeEmail, useUpdateName } from "./api.ts";

// Each form is one input with its button beside it on a wide screen.
const oneRow = "flex flex-col gap-3 sm:flex-row sm:items-end";

const nameField = {
  name: "name",
  id: "account-name",
  label: "Display name",
  row: "grow",
  autoComplete: "name",
} as const;

const emailField = {
  name: "newEmail",
  id: "account-email",
  label: "New e-mail address",
  row: "grow",
  type: "email",
  autoComplete: "email",
} as const;

export function NameForm({ name }: { name: string }) {
  const update = useUpdateName();
  const form = useZodForm(displayNameSchema, { name });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values.name, {
      onSuccess: () => toast.success("Name saved."),
      onError: (e) => toastError(e, msg.http.internal),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className={oneRow}>
      <InputRow form={form} {...nameField} />
      <SubmitButton busy={update.isPending}>Save name</SubmitButton>
    </form>
  );
}

export function EmailForm({ email, mails }: { email: string; mails: boolean }) {
  const change = useChangeEmail();
  const form = useZodForm(changeEmailSchema, { newEmail: "" });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values.newEmail.trim(), {
      onSuccess: () =>
        toast.success(
          mails ? "Check the new address's inbox to confirm it." : "E-mail address changed.",
        ),
      onError: (e) => toastError(e, msg.http.internal),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className={oneRow}>
      <InputRow form={form} {...emailField} hint={`Now: ${email}`} />
      <SubmitButton busy={change.isPending} variant="secondary">
        Change e-mail
      </SubmitButton>
    </form>
  );
}
