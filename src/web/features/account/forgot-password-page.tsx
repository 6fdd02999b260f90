import { forgotPasswordSchema } from "../../../domain/account.ts";
import { Button } from "../../components/ui/button.tsx";
import { InputRow } from "../../components/ui/form-row.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { WhatsAppLink } from "../../components/whatsapp-button.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { Link } from "../../lib/navigation.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSiteState } from "../../lib/site.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useRequestReset } from "./api.ts";
import { emailRule } from "./fields.ts";
import { accountText } from "./texts.ts";

const emailField = {
  name: "email",
  id: "forgot-email",
  type: "email",
  autoComplete: "email",
} as const;

const forgotForm = forgotPasswordSchema.extend({ email: emailRule });

const supportLink = "inline-block font-semibold text-indigo-700 underline dark:text-indigo-300";

export function ForgotPasswordPage() {
  const t = useTexts(accountText);
  usePageMeta(t("forgotMetaTitle"), t("forgotMetaDescription"));
  const { site, loaded } = useSiteState();
  const request = useRequestReset();
  const form = useZodForm(forgotForm, { email: "" });
  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email.trim(), { onError: (e) => toastError(e, messageText("httpInternal")) }),
  );

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold">{t("forgotHeading")}</h1>
      {!loaded ? (
        <p className="mt-6 flex justify-center" role="status">
          <Spinner />
          <span className="sr-only">{t("loading")}</span>
        </p>
      ) : !site.auth.email ? (
        <div className="mt-6 space-y-4 text-center">
          <p>{messageText("accountResetNoEmail")}</p>
          <Link to="/contact#contact-form" className={supportLink}>
            {t("forgotContact")}
          </Link>
          {site.whatsappNumber && (
            <p>
              <WhatsAppLink
                number={site.whatsappNumber}
                text={t("forgotWhatsappText")}
                className={supportLink}
              >
                {t("forgotWhatsapp")}
              </WhatsAppLink>
            </p>
          )}
        </div>
      ) : request.isSuccess ? (
        <p role="status" className="mt-6 text-center">
          {messageText("accountResetSent")}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <p className="text-slate-700 dark:text-slate-300">{t("forgotIntro")}</p>
          <InputRow form={form} {...emailField} label={t("forgotEmail")} />
          <Button type="submit" busy={request.isPending} className="w-full">
            {t("forgotSend")}
          </Button>
        </form>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to="/login" className="text-indigo-700 underline dark:text-indigo-300">
          {t("forgotBack")}
        </Link>
      </p>
    </div>
  );
}
