// The user's projects, newest first, each with its chapters and where its last conversion stands.

import { formatMoment } from "../../../domain/i18n/format.ts";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { Link } from "../../lib/navigation.tsx";
import { useSite } from "../../lib/site.ts";
import { useProjects } from "./api.ts";
import { StatusBadge } from "./status-badge.tsx";
import { projectsText } from "./texts.ts";

export function ProjectList() {
  const t = useTexts(projectsText);
  const locale = useLocale();
  const { timezone } = useSite();
  const projects = useProjects();
  if (projects.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Spinner /> {t("loading")}
      </p>
    );
  if (projects.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("loadFailed")}
      </p>
    );
  if (projects.data.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t("noProjects")}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {projects.data.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0 space-y-1">
            <Link
              to={`/projects?project=${encodeURIComponent(p.id)}`}
              className="font-semibold break-words text-indigo-700 underline dark:text-indigo-300"
              aria-label={t("openNamed", { name: p.name })}
              dir="auto"
            >
              {p.name}
            </Link>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t("projectLine", {
                chapters: t("chapterCount", { count: p.chapters }),
                when: formatMoment(new Date(p.updatedAt), timezone, locale),
              })}
            </p>
          </div>
          <StatusBadge status={p.latestStatus} />
        </li>
      ))}
    </ul>
  );
}
