import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { changeEmailSchema, displayNameSchema } from "../../../domain/account.ts";
import { msg } from "../../../domain/messages.ts";
import { described, FormRow } from "../../components/admin/form-row.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useChangeEmail, useUpdateName } from "./api.ts";

export function NameForm({ name }: { name: string }) {
  const update = useUpdateName();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({
    resolver: zodResolver(displayNameSchema),
    defaultValues: { name },
  });
  const onSubmit = handleSubmit((form) =>
    update.mutate(form.name, {
      onSuccess: () => toast.success("Name saved."),
      onError: (e) => toastError(e, msg.http.internal),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormRow id="account-name" label="Display name" error={errors.name?.message} className="grow">
        <input
          {...described("account-name", errors.name?.message)}
          autoComplete="name"
          className={inputClass}
          {...register("name")}
        />
      </FormRow>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending && <Spinner />}
        Save name
      </Button>
    </form>
  );
}

export function EmailForm({ email, mails }: { email: string; mails: boolean }) {
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ newEmail: string }>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: "" },
  });
  const onSubmit = handleSubmit((form) =>
    change.mutate(form.newEmail.trim(), {
      onSuccess: () =>
        toast.success(
          mails ? "Check the new address's inbox to confirm it." : "E-mail address changed.",
        ),
      onError: (e) => toastError(e, msg.http.internal),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormRow
        id="account-email"
        label="New e-mail address"
        hint={`Now: ${email}`}
        error={errors.newEmail?.message}
        className="grow"
      >
        <input
          {...described("account-email", errors.newEmail?.message, true)}
          type="email"
          autoComplete="email"
          className={inputClass}
          {...register("newEmail")}
        />
      </FormRow>
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        {change.isPending && <Spinner />}
        Change e-mail
      </Button>
    </form>
  );
}
