import { CircleCheck, Download } from "lucide-react";
import { adminText } from "../../components/admin/texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { Section } from "../../components/ui/section.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { type CatalogueVoice, type Install, useInstallVoice } from "./api.ts";

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

function progressText(i: Install): string {
  if (i.phase === "verify") return adminText("voicesVerifying");
  if (i.phase === "prepare") return adminText("voicesPreparing");
  const received = mb(i.receivedBytes);
  if (i.totalBytes) return adminText("voicesDownloadingOf", { received, total: mb(i.totalBytes) });
  return i.receivedBytes > 0
    ? adminText("voicesDownloading", { received })
    : adminText("voicesStarting");
}

function Progress({ install, name }: { install: Install; name: string }) {
  const t = useTexts(adminText);
  const percent =
    install.totalBytes && install.phase === "download"
      ? Math.min(100, Math.round((install.receivedBytes / install.totalBytes) * 100))
      : undefined;
  return (
    <div className="w-full space-y-1">
      <div
        role="progressbar"
        aria-label={t("voicesInstalling", { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText(install)}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full bg-indigo-600 dark:bg-indigo-400 ${
            percent === undefined ? "w-1/3 animate-pulse motion-reduce:animate-none" : ""
          }`}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{progressText(install)}</p>
    </div>
  );
}

/** The catalogue's voices, each with Install, its progress, or why its last install failed. */
export function InstallPanel({
  catalogue,
  installs,
}: {
  catalogue: CatalogueVoice[];
  installs: Install[];
}) {
  const t = useTexts(adminText);
  const install = useInstallVoice();
  // Newest first, so the first row for a voice is its latest attempt.
  const latest = (key: string) => installs.find((i) => i.source === key);
  const start = (key: string) =>
    install.mutate(key, { onError: (e) => toastError(e, messageText("voicesInstallFailed")) });
  return (
    <Section
      heading="h3"
      title={t("voicesInstallTitle")}
      className="space-y-3"
      titleClassName="text-base font-semibold"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("voicesInstallIntro")}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {catalogue.map((c) => {
          const last = latest(c.key);
          const running = last?.status === "running";
          return (
            <li
              key={c.key}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <div>
                <p className="font-semibold">
                  {c.name}{" "}
                  <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                    {t("voicesCatalogueFacts", {
                      language: c.language,
                      gender: c.gender,
                      size: c.approxMb,
                    })}
                  </span>
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{c.description}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t("voicesLicence", { licence: c.licence })}
                </p>
                {(c.isDefault || c.nonCommercial) && (
                  <p className="mt-1 flex flex-wrap gap-1 text-xs font-semibold">
                    {c.isDefault && (
                      <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
                        {t("voicesDefaultBadge")}
                      </span>
                    )}
                    {c.nonCommercial && (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                        {t("voicesNonCommercial")}
                      </span>
                    )}
                  </p>
                )}
              </div>
              {c.installed ? (
                <p className="flex items-center gap-1 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
                  <CircleCheck className="size-4" aria-hidden="true" /> {t("voicesInstalled")}
                </p>
              ) : running ? (
                <Progress install={last} name={c.name} />
              ) : (
                <>
                  {last?.status === "failed" && (
                    <p role="alert" className="text-sm break-words text-red-700 dark:text-red-400">
                      {t("voicesInstallFailed", { error: last.error ?? "" })}
                    </p>
                  )}
                  <Button
                    variant="secondary"
                    className="self-start px-3 py-1.5"
                    disabled={install.isPending && install.variables === c.key}
                    onClick={() => start(c.key)}
                    aria-label={t(last?.status === "failed" ? "voicesRetryOf" : "voicesInstallOf", {
                      name: c.name,
                    })}
                  >
                    {install.isPending && install.variables === c.key ? (
                      <Spinner />
                    ) : (
                      <Download className="size-4" aria-hidden="true" />
                    )}
                    {t(last?.status === "failed" ? "voicesRetry" : "voicesInstall")}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
