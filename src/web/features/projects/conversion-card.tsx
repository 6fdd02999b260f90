// One conversion: a progress bar per chapter and overall while it runs, cancel; retry when blocks
// failed; once done, its downloads (a snapshot that stays downloadable).
import { formatMoment } from "../../../domain/i18n/format.ts";
import { toast } from "../../components/toaster.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { toastError } from "../../lib/api.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { useSite } from "../../lib/site.ts";
import {
  type Conversion,
  downloadsOf,
  type Project,
  useCancelConversion,
  useRetryConversion,
} from "./api.ts";
import { StatusBadge } from "./status-badge.tsx";
import { projectsText } from "./texts.ts";

function Bar({ label, done, total }: { label: string; done: number; total: number }) {
  const t = useTexts(projectsText);
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-sm">
        <span dir="auto" className="min-w-0 truncate">
          {label}
        </span>
        <span>{t("progressLabel", { done, total })}</span>
      </div>
      <progress
        className="h-2 w-full accent-indigo-600"
        value={done}
        max={Math.max(1, total)}
        aria-label={label}
      />
    </div>
  );
}

const linkClass = buttonClass("secondary", "min-h-11");

export function ConversionCard({
  project,
  conversion,
}: {
  project: Project;
  conversion: Conversion;
}) {
  const t = useTexts(projectsText);
  const locale = useLocale();
  const { timezone } = useSite();
  const cancel = useCancelConversion(project.id);
  const retry = useRetryConversion(project.id);
  const when = formatMoment(new Date(conversion.createdAt), timezone, locale);
  const chapterTitle = (id: string) => project.chapters.find((c) => c.id === id)?.title ?? "";
  const title = conversion.chapterId
    ? t("conversionChapter", { title: chapterTitle(conversion.chapterId), when })
    : t("conversionWhole", { when });
  const total = conversion.progress.reduce((n, p) => n + p.total, 0);
  const done = conversion.progress.reduce((n, p) => n + p.done, 0);
  const failed = conversion.progress.reduce((n, p) => n + p.failed, 0);
  const files = downloadsOf(project.id, conversion.id);
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold" dir="auto">
          {title}
        </h3>
        <StatusBadge status={conversion.status} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("charged", { count: conversion.charged })}
      </p>
      {conversion.status === "running" || conversion.status === "failed" ? (
        <div className="space-y-2" aria-live="polite">
          <Bar label={t("overall")} done={done} total={total} />
          {conversion.progress.map((p) => (
            <Bar
              key={p.chapterId}
              label={chapterTitle(p.chapterId)}
              done={p.done}
              total={p.total}
            />
          ))}
          {failed > 0 && (
            <p className="text-sm text-red-700 dark:text-red-300">
              {t("failedBlocks", { count: failed })}
            </p>
          )}
        </div>
      ) : null}
      {conversion.status === "running" && (
        <Button
          variant="secondary"
          busy={cancel.isPending}
          onClick={() =>
            cancel.mutate(conversion.id, {
              onSuccess: () => toast.success(t("cancelled")),
              onError: (error) => toastError(error, t("cancelFailed")),
            })
          }
        >
          {t("cancel")}
        </Button>
      )}
      {conversion.status === "failed" && (
        <Button
          busy={retry.isPending}
          onClick={() =>
            retry.mutate(conversion.id, {
              onSuccess: () => toast.success(t("retrying")),
              onError: (error) => toastError(error, t("retryFailed")),
            })
          }
        >
          {t("retry")}
        </Button>
      )}
      {conversion.status === "done" && (
        <nav aria-label={t("downloads")} className="flex flex-wrap gap-2">
          {conversion.chapters.map((c) => (
            <a
              key={c.chapterId}
              className={linkClass}
              href={files.chapter(c.chapterId)}
              download
              dir="auto"
            >
              {t("downloadChapter", { title: c.title })}
            </a>
          ))}
          {conversion.chapterId === null && (
            <a className={linkClass} href={files.whole} download>
              {t("downloadWhole")}
            </a>
          )}
          <a className={linkClass} href={files.srt} download>
            {t("downloadSrt")}
          </a>
          <a className={linkClass} href={files.vtt} download>
            {t("downloadVtt")}
          </a>
          <a className={linkClass} href={files.zip} download>
            {t("downloadZip")}
          </a>
        </nav>
      )}
    </li>
  );
}
