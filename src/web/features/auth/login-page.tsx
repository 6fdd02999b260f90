import { useState } from "react";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../domain/password.ts";
import { toast } from "../../components/toaster.tsx";
import { BareButton, Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { Link, useAddress, useNavigate, useSearchParams } from "../../lib/navigation.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { startGoogleSignIn } from "./api.ts";
import { GoogleIcon } from "./google-icon.tsx";
import { useSignIn } from "./mutations.ts";
import { authText } from "./texts.ts";

type Mode = "signin" | "signup";

// The form's schemas (and zod with them) load when it is first checked, not with the page: the
// page's first paint does not wait for them (docs/performance.md, "Web bars").
const loadSchema = (mode: Mode) => import("./login-check.ts").then((m) => m.loginSchema(mode));

export function LoginPage() {
  const t = useTexts(authText);
  const locale = useLocale();
  usePageMeta(t("metaTitle"), t("metaDescription"));
  // /login?tab=signup (the landing page's Start Free, a plan's button) opens on Create Account.
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get("tab") === "signup" ? "signup" : "signin");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(() => loadSchema(mode), { email: "", password: "" });
  const [googleBusy, setGoogleBusy] = useState(false);
  const signIn = useSignIn(mode);
  const site = useSite();
  const navigate = useNavigate();
  const from = (useAddress().state as { from?: string } | null)?.from ?? "/dashboard";

  const submit = handleSubmit(({ email, password }) => {
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          toast.success(
            mode === "signin" ? messageText("authWelcomeBack") : messageText("authAccountCreated"),
          );
          navigate(from, { replace: true });
        },
        onError: (error) => toastError(error, messageText("authFailed")),
      },
    );
  });

  const google = async () => {
    setGoogleBusy(true);
    try {
      await startGoogleSignIn(new URL(from, window.location.origin).toString());
    } catch (error) {
      toastError(error, messageText("authGoogleFailed"));
      setGoogleBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold">
        {t(mode === "signin" ? "signInHeading" : "signUpHeading")}
      </h1>
      <p className="mt-2 text-center text-slate-600 dark:text-slate-400">
        {mode === "signin"
          ? t("signInLead")
          : t("signUpLead", { count: formatNumber(site.freeQuota, locale) })}
      </p>
      <div
        role="tablist"
        aria-label={t("tabs")}
        className="mt-8 grid grid-cols-2 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {(["signin", "signup"] as const).map((m) => (
          <BareButton
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            onClick={() => setMode(m)}
            className={`rounded-md py-2 text-sm font-semibold ${mode === m ? "bg-white shadow dark:bg-slate-950" : "text-slate-700 dark:text-slate-300"}`}
          >
            {t(m === "signin" ? "signIn" : "signUp")}
          </BareButton>
        ))}
      </div>
      <form onSubmit={submit} className="mt-6 space-y-4" noValidate={false}>
        <Field
          id="email"
          label={t("email")}
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "email-error" : undefined}
          {...register("email", { setValueAs: (v: string) => v.trim() })}
        />
        {errors.email && <FieldError id="email-error" message={errors.email.message} />}
        <PasswordField
          id="password"
          label={t("password")}
          autoComplete={mode === "signin" ? "current-password" : "new-password"}
          required
          {...(mode === "signup" ? { minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX } : {})}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            [mode === "signup" ? "password-hint" : "", errors.password ? "password-error" : ""]
              .join(" ")
              .trim() || undefined
          }
          {...register("password")}
        />
        {mode === "signup" && (
          <p id="password-hint" className="text-sm text-slate-600 dark:text-slate-400">
            {t("passwordHint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          </p>
        )}
        {errors.password && <FieldError id="password-error" message={errors.password.message} />}
        {mode === "signin" && (
          <p className="text-end text-sm">
            <Link to="/forgot-password" className="text-indigo-700 underline dark:text-indigo-300">
              {t("forgot")}
            </Link>
          </p>
        )}
        {mode === "signup" && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t("termsBefore")}{" "}
            <Link to="/terms" className="text-indigo-700 underline dark:text-indigo-300">
              {t("termsLink")}
            </Link>{" "}
            {t("termsBetween")}{" "}
            <Link to="/privacy" className="text-indigo-700 underline dark:text-indigo-300">
              {t("privacyLink")}
            </Link>
            {t("termsAfter")}
          </p>
        )}
        <Button type="submit" className="w-full" busy={signIn.isPending}>
          {t(mode === "signin" ? "signIn" : "signUp")}
        </Button>
      </form>
      {/* Only where the operator configured Google: a button that can only fail helps nobody. */}
      {site.auth.google && (
        <>
          <div className="my-6 flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" /> {t("or")}{" "}
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
          </div>
          <Button variant="secondary" className="w-full" onClick={google} disabled={googleBusy}>
            {googleBusy ? <Spinner /> : <GoogleIcon />}
            {t("google")}
          </Button>
        </>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to="/admin-access" className="text-indigo-700 underline dark:text-indigo-300">
          {t("adminAccess")}
        </Link>
      </p>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}
