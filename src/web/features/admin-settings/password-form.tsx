import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import {
  type AdminPasswordChange,
  adminPasswordChangeSchema,
  adminText,
} from "../../../domain/admin.ts";
import { described, FormRow } from "../../components/admin/form-row.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ApiRequestError, toastError } from "../../lib/api.ts";
import { useChangeAdminPassword } from "./api.ts";

/** The current password is required; the server ends every other admin session. */
export function PasswordForm() {
  const id = useId();
  const change = useChangeAdminPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdminPasswordChange>({
    resolver: zodResolver(adminPasswordChangeSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const onSubmit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success(adminText.passwordChanged);
        reset();
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && e.code === "WRONG_PASSWORD") {
          setError("currentPassword", { message: adminText.wrongCurrentPassword });
          toast.error(adminText.wrongCurrentPassword);
        } else toastError(e, adminText.passwordChangeFailed);
      },
    }),
  );
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id={`${id}-h`} className="font-semibold">
        Admin password
      </h3>
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
        <FormRow
          id={`${id}-current`}
          label="Current password"
          error={errors.currentPassword?.message}
        >
          <input
            type="password"
            autoComplete="current-password"
            className={inputClass}
            {...described(`${id}-current`, errors.currentPassword?.message)}
            {...register("currentPassword")}
          />
        </FormRow>
        <FormRow id={`${id}-new`} label="New password" error={errors.newPassword?.message}>
          <input
            type="password"
            autoComplete="new-password"
            className={inputClass}
            {...described(`${id}-new`, errors.newPassword?.message)}
            {...register("newPassword")}
          />
        </FormRow>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Spinner />}
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
