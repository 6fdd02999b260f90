import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/section.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { useMe } from "../../lib/me.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { useAccountInfo } from "./api.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { LanguageChoice } from "./language-choice.tsx";
import { PasswordForm } from "./password-form.tsx";
import { EmailForm, NameForm } from "./profile-forms.tsx";
import { SessionsList } from "./sessions-list.tsx";
import { accountText } from "./texts.ts";

export function AccountPage() {
  const t = useTexts(accountText);
  usePageMeta(t("accountMetaTitle"), t("accountMetaDescription"));
  const me = useMe();
  const site = useSite();
  const info = useAccountInfo();
  if (!me.data || info.isPending) {
    return (
      <p role="status" className="flex justify-center py-16">
        <Spinner />
        <span className="sr-only">{t("loading")}</span>
      </p>
    );
  }
  const { user } = me.data;
  // Unknown (the request failed): ask for a password, as most accounts have one.
  const hasPassword = info.data?.hasPassword ?? true;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("accountHeading")}</h1>
      <Card className="space-y-4" id="account-profile" title={t("profileTitle")}>
        <NameForm name={user.name} />
        <EmailForm email={user.email} mails={site.auth.email} />
      </Card>
      <LanguageChoice />
      <Card className="space-y-4" id="account-password" title={t("passwordTitle")}>
        {hasPassword ? (
          <PasswordForm />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("passwordGoogleOnly")}</p>
        )}
      </Card>
      <Card className="space-y-4" id="account-sessions" title={t("sessionsTitle")}>
        <SessionsList />
      </Card>
      <Card className="space-y-4" id="account-data" title={t("dataTitle")}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("dataText")}</p>
        <a href="/api/account/export" download className={buttonClass("secondary")}>
          {t("dataDownload")}
        </a>
        <DeleteAccount hasPassword={hasPassword} />
      </Card>
    </div>
  );
}
