import { Link, useNavigate, useSearchParams } from "react-router";
import { accountMsg, resetPasswordSchema } from "../../../domain/account.ts";
import { msg } from "../../../domain/messages.ts";
import { toast } from "../../components/toaster.tsx";
import { InputRow, type InputSpec } from "../../components/ui/form-row.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { ApiRequestError, toastError } from "../../lib/api.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useResetPassword } from "./api.ts";
import { newPasswordField } from "./fields.ts";

type Form = { newPassword: string; confirm: string };

const fields: InputSpec<Form>[] = [
  { ...newPasswordField, id: "reset-new" },
  {
    name: "confirm",
    id: "reset-confirm",
    label: "New password again",
    type: "password",
    autoComplete: "new-password",
  },
];

/** Where an e-mailed or admin-made reset link lands: /reset-password?token=… */
export function ResetPasswordPage() {
  usePageMeta("Choose a new password", "Set a new password for your account.");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordSchema, { newPassword: "", confirm: "" });
  const onSubmit = form.handleSubmit(({ newPassword }) =>
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
          {fields.map((field) => (
            <InputRow key={field.name} form={form} {...field} />
          ))}
          <SubmitButton busy={reset.isPending} className="w-full">
            Set new password
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
