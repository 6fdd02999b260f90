import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/section.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useMe } from "../../lib/me.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { useAccountInfo } from "./api.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { PasswordForm } from "./password-form.tsx";
import { EmailForm, NameForm } from "./profile-forms.tsx";
import { SessionsList } from "./sessions-list.tsx";

export function AccountPage() {
  usePageMeta("Your account", "Your name, e-mail, password, sessions and data.");
  const me = useMe();
  const site = useSite();
  const info = useAccountInfo();
  if (!me.data || info.isPending) {
    return (
      <p role="status" className="flex justify-center py-16">
        <Spinner />
        <span className="sr-only">Loading…</span>
      </p>
    );
  }
  const { user } = me.data;
  // Unknown (the request failed): ask for a password, as most accounts have one.
  const hasPassword = info.data?.hasPassword ?? true;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Your account</h1>
      <Card className="space-y-4" id="account-profile" title="Profile">
        <NameForm name={user.name} />
        <EmailForm email={user.email} mails={site.auth.email} />
      </Card>
      <Card className="space-y-4" id="account-password" title="Password">
        {hasPassword ? (
          <PasswordForm />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            You sign in with Google: this account has no password to change.
          </p>
        )}
      </Card>
      <Card className="space-y-4" id="account-sessions" title="Where you are signed in">
        <SessionsList />
      </Card>
      <Card className="space-y-4" id="account-data" title="Your data">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          A JSON file with your profile, payments, generations (audio as links) and notifications.
        </p>
        <a href="/api/account/export" download className={buttonClass("secondary")}>
          Download my data
        </a>
        <DeleteAccount hasPassword={hasPassword} />
      </Card>
    </div>
  );
}
