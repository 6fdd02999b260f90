// One project: its name (to rename), default voice, what converting costs, its conversions with
// their progress and downloads, and its chapters and blocks to edit and reorder.
import { type ReactNode, useId, useState } from "react";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { Section } from "../../components/ui/section.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { Link, useNavigate } from "../../lib/navigation.tsx";
import {
  type Project,
  useConversions,
  useDeleteProject,
  useProject,
  useUpdateProject,
} from "./api.ts";
import { ChapterList } from "./chapter-list.tsx";
import { ConversionCard } from "./conversion-card.tsx";
import { ConvertChapterButton, ConvertPanel, useConvertButton } from "./convert-panel.tsx";
import { projectsText } from "./texts.ts";
import { useVoices, VoiceSelect } from "./voice-select.tsx";

function Details({ project }: { project: Project }) {
  const t = useTexts(projectsText);
  const id = useId();
  const navigate = useNavigate();
  const voices = useVoices();
  const update = useUpdateProject(project.id);
  const remove = useDeleteProject();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const onError = (error: unknown) => toastError(error, t("saveFailed"));
  const saved = () => toast.success(t("saved"));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 text-2xl font-bold break-words" dir="auto">
          {project.name}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRenaming(project.name)}>
            {t("rename")}
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t("deleteProject")}
          </Button>
        </div>
      </div>
      <div className="max-w-sm space-y-1">
        <label htmlFor={`${id}-voice`} className="block text-sm font-medium">
          {t("defaultVoice")}
        </label>
        <VoiceSelect
          id={`${id}-voice`}
          value={project.defaultVoiceId}
          voices={voices.data}
          onChange={(defaultVoiceId) =>
            update.mutate({ defaultVoiceId }, { onSuccess: saved, onError })
          }
        />
      </div>
      <Modal
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t("renameTitle")}
        footer={
          <ModalActions
            label={t("save")}
            busy={update.isPending}
            onCancel={() => setRenaming(null)}
            form={`${id}-rename`}
            disabled={!renaming?.trim()}
          />
        }
      >
        <form
          id={`${id}-rename`}
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { name: renaming ?? "" },
              {
                onSuccess: () => {
                  saved();
                  setRenaming(null);
                },
                onError,
              },
            );
          }}
        >
          <Field
            label={t("projectName")}
            id={`${id}-name`}
            value={renaming ?? ""}
            onChange={(e) => setRenaming(e.target.value)}
            maxLength={200}
            required
          />
        </form>
      </Modal>
      <Modal
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t("deleteTitle", { name: project.name })}
        description={t("deleteBody")}
        footer={
          <ModalActions
            danger
            label={t("deleteProject")}
            busy={remove.isPending}
            onCancel={() => setDeleting(false)}
            onConfirm={() =>
              remove.mutate(project.id, {
                onSuccess: () => {
                  toast.success(t("deleted"));
                  navigate("/projects");
                },
                onError: (error) => toastError(error, t("deleteFailed")),
              })
            }
          />
        }
      >
        {null}
      </Modal>
    </div>
  );
}

function Conversions({ project }: { project: Project }) {
  const t = useTexts(projectsText);
  const conversions = useConversions(project.id);
  return (
    <Section title={t("conversions")} titleClassName="text-xl font-semibold" className="space-y-3">
      {conversions.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner /> {t("loading")}
        </p>
      ) : conversions.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("loadFailed")}
        </p>
      ) : conversions.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("noConversions")}</p>
      ) : (
        <ul className="space-y-3">
          {conversions.data.map((c) => (
            <ConversionCard key={c.id} project={project} conversion={c} />
          ))}
        </ul>
      )}
    </Section>
  );
}

export function ProjectView({ id }: { id: string }) {
  const t = useTexts(projectsText);
  const project = useProject(id);
  const back = (
    <Link
      to="/projects"
      className="text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
    >
      {t("backToList")}
    </Link>
  );
  if (project.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Spinner /> {t("loading")}
      </p>
    );
  if (project.isError)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t("projectMissing")}
        </p>
      </div>
    );
  return <Loaded project={project.data} back={back} />;
}

function Loaded({ project, back }: { project: Project; back: ReactNode }) {
  const t = useTexts(projectsText);
  const { start, busy } = useConvertButton(project);
  return (
    <div className="space-y-6">
      {back}
      <Details project={project} />
      <ConvertPanel project={project} start={start} busy={busy} />
      <Conversions project={project} />
      <Section title={t("chapters")} titleClassName="text-xl font-semibold" className="space-y-3">
        <ChapterList
          project={project}
          convertChapter={(chapterId) => {
            const chapter = project.chapters.find((c) => c.id === chapterId);
            return chapter && <ConvertChapterButton chapter={chapter} start={start} busy={busy} />;
          }}
        />
      </Section>
    </div>
  );
}
