import { ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { adminText } from "../../components/admin/texts.ts";
import { InLanguage } from "../../components/language-scope.tsx";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { ApiRequestError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useNavigate } from "../../lib/navigation.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useAdminSignIn } from "./mutations.ts";

export function AdminAccessPage() {
  const t = useTexts(adminText);
  usePageMeta(t("accessTitle"), t("accessDescription"));
  const [password, setPassword] = useState("");
  const signIn = useAdminSignIn();
  const navigate = useNavigate();
  const blank = password.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || signIn.isPending) return;
    signIn.mutate(password, {
      onSuccess: () => {
        toast.success(messageText("adminAccessGranted"));
        navigate("/admin-dashboard");
      },
      onError: (error) => {
        toast.error(
          error instanceof ApiRequestError && error.status === 429
            ? error.message
            : messageText("adminInvalidPassword"),
        );
        setPassword("");
      },
    });
  };

  // English only, as the whole admin area (docs/i18n.md): left to right inside an Urdu page.
  return (
    <InLanguage locale="en" className="mx-auto max-w-md px-4 py-16">
      <div className="text-center">
        <ShieldCheck
          className="mx-auto size-12 text-indigo-600 dark:text-indigo-400"
          aria-hidden="true"
        />
        <h1 className="mt-4 text-3xl font-bold">{t("accessHeading")}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {messageText("adminAuthorizedOnly")}
        </p>
      </div>
      <form onSubmit={submit} className="mt-8 space-y-4">
        <PasswordField
          id="admin-password"
          label={t("accessPassword")}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" className="w-full" busy={signIn.isPending} disabled={blank}>
          {t(signIn.isPending ? "accessVerifying" : "accessSubmit")}
        </Button>
      </form>
    </InLanguage>
  );
}
