import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { changePasswordSchema } from "../../../domain/account.ts";
import { msg } from "../../../domain/messages.ts";
import { described, FormRow } from "../../components/admin/form-row.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useChangePassword } from "./api.ts";

type Form = { currentPassword: string; newPassword: string };

/** better-auth's change-password, which also signs out every other session. */
export function PasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const onSubmit = handleSubmit((form) =>
    change.mutate(form, {
      onSuccess: () => {
        reset();
        toast.success("Password changed. Your other sessions are signed out.");
      },
      onError: (e) => toastError(e, msg.http.internal),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormRow id="pw-current" label="Current password" error={errors.currentPassword?.message}>
        <input
          {...described("pw-current", errors.currentPassword?.message)}
          type="password"
          autoComplete="current-password"
          className={inputClass}
          {...register("currentPassword")}
        />
      </FormRow>
      <FormRow
        id="pw-new"
        label="New password"
        hint="8 to 128 characters."
        error={errors.newPassword?.message}
      >
        <input
          {...described("pw-new", errors.newPassword?.message, true)}
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...register("newPassword")}
        />
      </FormRow>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending && <Spinner />}
        Change password
      </Button>
    </form>
  );
}
