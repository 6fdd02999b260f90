import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { accountMsg, forgotPasswordSchema } from "../../../domain/account.ts";
import { msg } from "../../../domain/messages.ts";
import { described, FormRow } from "../../components/admin/form-row.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { WhatsAppLink } from "../../components/whatsapp-button.tsx";
import { toastError } from "../../lib/api.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSiteState } from "../../lib/site.ts";
import { useRequestReset } from "./api.ts";

const supportLink = "inline-block font-semibold text-indigo-700 underline dark:text-indigo-300";

export function ForgotPasswordPage() {
  usePageMeta("Forgot password", "Get a link to choose a new password.");
  const { site, loaded } = useSiteState();
  const request = useRequestReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const onSubmit = handleSubmit(({ email }) =>
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
          <FormRow id="forgot-email" label="Email" error={errors.email?.message}>
            <input
              {...described("forgot-email", errors.email?.message)}
              type="email"
              autoComplete="email"
              className={inputClass}
              {...register("email")}
            />
          </FormRow>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending && <Spinner />}
            Send reset link
          </Button>
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
