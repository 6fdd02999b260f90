import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { accountMsg, resetPasswordSchema } from "../../../domain/account.ts";
import { msg } from "../../../domain/messages.ts";
import { described, FormRow } from "../../components/admin/form-row.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ApiRequestError, toastError } from "../../lib/api.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useResetPassword } from "./api.ts";

type Form = { newPassword: string; confirm: string };

/** Where an e-mailed or admin-made reset link lands: /reset-password?token=… */
export function ResetPasswordPage() {
  usePageMeta("Choose a new password", "Set a new password for your account.");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: "", confirm: "" },
  });
  const onSubmit = handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success(accountMsg.resetDone);
          navigate("/login", { replace: true });
        },
        onError: (e) =>
          e instanceof ApiRequestError && e.status === 400 && /token/i.test(e.code)
            ? toast.error(accountMsg.resetInvalid)
            : toastError(e, msg.http.internal),
      },
    ),
  );

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold">Choose a new password</h1>
      {!token ? (
        <p className="mt-6 text-center">
          {accountMsg.resetInvalid}{" "}
          <Link to="/forgot-password" className="text-indigo-700 underline dark:text-indigo-300">
            Ask for a new link
          </Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <FormRow
            id="reset-new"
            label="New password"
            hint="8 to 128 characters."
            error={errors.newPassword?.message}
          >
            <input
              {...described("reset-new", errors.newPassword?.message, true)}
              type="password"
              autoComplete="new-password"
              className={inputClass}
              {...register("newPassword")}
            />
          </FormRow>
          <FormRow id="reset-confirm" label="New password again" error={errors.confirm?.message}>
            <input
              {...described("reset-confirm", errors.confirm?.message)}
              type="password"
              autoComplete="new-password"
              className={inputClass}
              {...register("confirm")}
            />
          </FormRow>
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending && <Spinner />}
            Set new password
          </Button>
        </form>
      )}
    </div>
  );
}
