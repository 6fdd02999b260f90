// A project's chapters and their blocks: each block's kind, text and voices, to edit or move; each
// chapter to move or convert alone.
import { type ReactNode, useState } from "react";
import { blockText } from "../../../domain/projects.ts";
import { Button } from "../../components/ui/button.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { type Block, type Project, useReorderBlocks, useReorderChapters } from "./api.ts";
import { BlockEditor } from "./block-editor.tsx";
import { MoveButtons, moved } from "./move-buttons.tsx";
import { projectsText } from "./texts.ts";
import { useVoices, voiceName } from "./voice-select.tsx";

export function ChapterList({
  project,
  convertChapter,
}: {
  project: Project;
  convertChapter: (chapterId: string) => ReactNode;
}) {
  const t = useTexts(projectsText);
  const voices = useVoices();
  const chapters = useReorderChapters(project.id);
  const blocks = useReorderBlocks(project.id);
  const [editing, setEditing] = useState<Block | null>(null);
  const onError = (error: unknown) => toastError(error, t("moveFailed"));
  const chapterIds = project.chapters.map((c) => c.id);
  const voicesOf = (block: Block) => [
    ...new Set(block.parts.map((p) => voiceName(voices.data, p.voiceId ?? project.defaultVoiceId))),
  ];
  return (
    <ol className="space-y-4">
      {project.chapters.map((chapter, ci) => (
        <li
          key={chapter.id}
          className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="min-w-0 text-lg font-semibold break-words" dir="auto">
              {t("chapterHeading", { number: ci + 1, title: chapter.title })}
            </h3>
            <div className="flex flex-wrap items-center gap-2">
              {convertChapter(chapter.id)}
              <MoveButtons
                index={ci}
                count={chapterIds.length}
                upLabel={t("moveChapterUp", { title: chapter.title })}
                downLabel={t("moveChapterDown", { title: chapter.title })}
                busy={chapters.isPending}
                onMove={(from, to) => chapters.mutate(moved(chapterIds, from, to), { onError })}
              />
            </div>
          </div>
          <ol className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {chapter.blocks.map((block, bi) => {
              const names = voicesOf(block);
              return (
                <li key={block.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                      {t("blockLine", {
                        kind: block.kind === "heading" ? t("kindHeading") : t("kindParagraph"),
                        voices:
                          names.length > 1
                            ? t("blockVoices", { voices: names.join(", ") })
                            : t("blockVoice", { voice: names[0] ?? "" }),
                      })}
                    </p>
                    <p
                      dir="auto"
                      className={`line-clamp-4 break-words ${block.kind === "heading" ? "font-semibold" : ""}`}
                    >
                      {blockText(block)}
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <Button
                      variant="secondary"
                      aria-label={t("editBlock", { number: bi + 1 })}
                      onClick={() => setEditing(block)}
                    >
                      {t("edit")}
                    </Button>
                    <MoveButtons
                      index={bi}
                      count={chapter.blocks.length}
                      upLabel={t("moveBlockUp", { number: bi + 1 })}
                      downLabel={t("moveBlockDown", { number: bi + 1 })}
                      busy={blocks.isPending}
                      onMove={(from, to) =>
                        blocks.mutate(
                          {
                            chapterId: chapter.id,
                            order: moved(
                              chapter.blocks.map((b) => b.id),
                              from,
                              to,
                            ),
                          },
                          { onError },
                        )
                      }
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
      {editing && (
        <BlockEditor
          projectId={project.id}
          defaultVoiceId={project.defaultVoiceId}
          block={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ol>
  );
}
