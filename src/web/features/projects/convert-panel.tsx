// What converting costs before it starts, in generations, beside what is left; and the buttons
// that start it, for the whole project or one chapter.
import { formatNumber } from "../../../domain/i18n/format.ts";
import { characterCount, conversionCost } from "../../../domain/projects.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/section.tsx";
import { toastError } from "../../lib/api.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { useMe } from "../../lib/me.ts";
import { type Chapter, type Project, useConvert } from "./api.ts";
import { projectsText } from "./texts.ts";

const charactersOf = (chapters: Chapter[]) => characterCount(chapters.flatMap((c) => c.blocks));

export function useConvertButton(project: Project) {
  const t = useTexts(projectsText);
  const convert = useConvert(project.id);
  const start = (chapterId: string | null) =>
    convert.mutate(chapterId, {
      onSuccess: () => toast.success(t("converting")),
      onError: (error) => toastError(error, t("convertFailed")),
    });
  return { start, busy: convert.isPending };
}

export function ConvertPanel({
  project,
  start,
  busy,
}: {
  project: Project;
  start: (chapterId: string | null) => void;
  busy: boolean;
}) {
  const t = useTexts(projectsText);
  const locale = useLocale();
  const me = useMe();
  const characters = charactersOf(project.chapters);
  const profile = me.data?.profile;
  return (
    <Card title={t("convertHeading")} className="space-y-3">
      <p>
        {t("costWhole", {
          characters: formatNumber(characters, locale),
          count: conversionCost(characters),
        })}
      </p>
      {profile && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {profile.unlimited
            ? t("generationsUnlimited")
            : t("generationsLeft", { count: profile.remaining })}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("costNote")}</p>
      <Button busy={busy} onClick={() => start(null)}>
        {t("convertWhole")}
      </Button>
    </Card>
  );
}

/** A chapter's own convert button, with what it costs. */
export function ConvertChapterButton({
  chapter,
  start,
  busy,
}: {
  chapter: Chapter;
  start: (chapterId: string) => void;
  busy: boolean;
}) {
  const t = useTexts(projectsText);
  const locale = useLocale();
  const characters = charactersOf([chapter]);
  const cost = t("costChapter", {
    characters: formatNumber(characters, locale),
    count: conversionCost(characters),
  });
  return (
    <>
      <span className="text-sm text-slate-600 dark:text-slate-400">{cost}</span>
      <Button
        variant="secondary"
        disabled={busy}
        aria-label={t("convertChapterNamed", { title: chapter.title })}
        onClick={() => start(chapter.id)}
      >
        {t("convertChapter")}
      </Button>
    </>
  );
}
