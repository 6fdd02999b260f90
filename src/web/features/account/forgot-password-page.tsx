import { Link } from "react-router";
import { accountMsg, forgotPasswordSchema } from "../../../domain/account.ts";
import { msg } from "../../../domain/messages.ts";
import { InputRow } from "../../components/ui/form-row.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { WhatsAppLink } from "../../components/whatsapp-button.tsx";
import { toastError } from "../../lib/api.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSiteState } from "../../lib/site.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useRequestReset } from "./api.ts";

const emailField = {
  name: "email",
  id: "forgot-email",
  label: "Email",
  type: "email",
  autoComplete: "email",
} as const;

const supportLink = "inline-block font-semibold text-indigo-700 underline dark:text-indigo-300";

export function ForgotPasswordPage() {
  usePageMeta("Forgot password", "Get a link to choose a new password.");
  const { site, loaded } = useSiteState();
  const request = useRequestReset();
  const form = useZodForm(forgotPasswordSchema, { email: "" });
  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email.trim(), { onError: (e) => toastError(e, msg.http.internal) }),
  );

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold">Forgot your password?</h1>
      {!loaded ? (
        <p className="mt-6 flex justify-center" role="status">
          <Spinner />
          <span className="sr-only">Loading…</span>
        </p>
      ) : !site.auth.email ? (
        <div className="mt-6 space-y-4 text-center">
          <p>{accountMsg.resetNoEmail}</p>
          {site.whatsappNumber ? (
            <WhatsAppLink
              number={site.whatsappNumber}
              text="I forgot my password. Please send me a reset link."
              className={supportLink}
            >
              Message support on WhatsApp
            </WhatsAppLink>
          ) : (
            <Link to="/contact" className={supportLink}>
              Contact support
            </Link>
          )}
        </div>
      ) : request.isSuccess ? (
        <p role="status" className="mt-6 text-center">
          {accountMsg.resetSent}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <p className="text-slate-700 dark:text-slate-300">
            Enter your account's e-mail address and we will send a link to choose a new password.
          </p>
          <InputRow form={form} {...emailField} />
          <SubmitButton busy={request.isPending} className="w-full">
            Send reset link
          </SubmitButton>
        </form>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to="/login" className="text-indigo-700 underline dark:text-indigo-300">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
