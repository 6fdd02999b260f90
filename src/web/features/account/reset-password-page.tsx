import { z } from "zod";
import { resetPasswordSchema } from "../../../domain/account.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { InputRow, type InputSpec } from "../../components/ui/form-row.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { Link, useNavigate, useSearchParams } from "../../lib/navigation.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useResetPassword } from "./api.ts";
import { newPasswordField } from "./fields.ts";
import { accountText } from "./texts.ts";

type Form = { newPassword: string; confirm: string };

// The domain's shape and rule, the mismatch said in the language active when the form is checked.
const resetForm = z.object(resetPasswordSchema.shape).refine((v) => v.newPassword === v.confirm, {
  path: ["confirm"],
  error: () => accountText("passwordsDiffer"),
});

/** Where an e-mailed or admin-made reset link lands: /reset-password?token=… */
export function ResetPasswordPage() {
  const t = useTexts(accountText);
  usePageMeta(t("resetHeading"), t("resetMetaDescription"));
  const fields: InputSpec<Form>[] = [
    { ...newPasswordField(), id: "reset-new" },
    {
      name: "confirm",
      id: "reset-confirm",
      label: t("passwordNewAgain"),
      type: "password",
      autoComplete: "new-password",
    },
  ];
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(resetForm, { newPassword: "", confirm: "" });
  const onSubmit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success(messageText("accountResetDone"));
          navigate("/login", { replace: true });
        },
        onError: (e) => toastError(e, messageText("httpInternal")),
      },
    ),
  );

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold">{t("resetHeading")}</h1>
      {!token ? (
        <p className="mt-6 text-center">
          {messageText("accountResetInvalid")}{" "}
          <Link to="/forgot-password" className="text-indigo-700 underline dark:text-indigo-300">
            {t("resetAskAgain")}
          </Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          {fields.map((field) => (
            <InputRow key={field.name} form={form} {...field} />
          ))}
          <Button type="submit" busy={reset.isPending} className="w-full">
            {t("resetSubmit")}
          </Button>
        </form>
      )}
    </div>
  );
}
