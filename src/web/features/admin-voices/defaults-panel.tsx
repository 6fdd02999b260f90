// The default voices the server installs on its own: how far it got, why one is not in yet (in
// the installer's own words), when it tries again, and "Try again" for an operator who fixed it.
import { RefreshCw } from "lucide-react";
import { formatMoment } from "../../../domain/i18n/format.ts";
import { adminText } from "../../components/admin/texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { Section } from "../../components/ui/section.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useSite } from "../../lib/site.ts";
import { type CatalogueVoice, type DefaultsStatus, useRetryDefaults } from "./api.ts";

export function DefaultsPanel({
  defaults,
  catalogue,
}: {
  defaults: DefaultsStatus;
  catalogue: CatalogueVoice[];
}) {
  const t = useTexts(adminText);
  const { timezone } = useSite();
  const retry = useRetryDefaults();
  const nameOf = (key: string) => catalogue.find((c) => c.key === key)?.name ?? key;
  const total = defaults.voices.length;
  const installed = defaults.voices.filter((v) => v.state === "installed").length;
  const problems = defaults.voices.filter((v) => v.state === "failed" || v.state === "refused");
  const failed = problems.some((v) => v.state === "failed");
  return (
    <Section
      heading="h3"
      title={t("voicesDefaultsTitle")}
      className="space-y-3"
      titleClassName="text-base font-semibold"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("voicesDefaultsIntro")}</p>
      {total === 0 ? (
        <p className="text-sm">{t("voicesDefaultsNone")}</p>
      ) : (
        <>
          <div
            role="progressbar"
            aria-label={t("voicesDefaultsInstalling")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={defaults.percent}
            aria-valuetext={t("voicesDefaultsProgress", { installed, total })}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
              style={{ width: `${defaults.percent}%` }}
            />
          </div>
          <p className="text-sm font-semibold">
            {t("voicesDefaultsProgress", { installed, total })}
          </p>
        </>
      )}
      {problems.length > 0 && (
        <div
          role="alert"
          className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm break-words text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {problems.map((v) => (
            <p key={v.key}>
              {v.state === "refused"
                ? t("voicesDefaultsRefused", { name: nameOf(v.key) })
                : t("voicesDefaultsFailed", { name: nameOf(v.key), error: v.error ?? "" })}
            </p>
          ))}
          {failed && defaults.nextTryAt && (
            <p>
              {t("voicesDefaultsNextTry", {
                time: formatMoment(new Date(defaults.nextTryAt), timezone),
              })}
            </p>
          )}
        </div>
      )}
      {failed && (
        <Button
          variant="secondary"
          className="min-h-11 self-start px-3"
          disabled={retry.isPending || defaults.coming}
          onClick={() =>
            retry.mutate(undefined, {
              onError: (e) => toastError(e, messageText("voicesInstallFailed")),
            })
          }
        >
          {retry.isPending || defaults.coming ? (
            <Spinner />
          ) : (
            <RefreshCw className="size-4" aria-hidden="true" />
          )}
          {retry.isPending || defaults.coming ? t("voicesDefaultsRetrying") : t("voicesRetry")}
        </Button>
      )}
    </Section>
  );
}
