import { Download, type LucideIcon, Pause, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "../../components/toaster.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { toastError } from "../../lib/api.ts";
import { useSite } from "../../lib/site.ts";
import { type Generation, useDeleteGeneration } from "./api.ts";
import { audioFileName, downloadAudio, downloadOf, storedDownloadFormat } from "./download.ts";
import { clock, fileSize } from "./format.ts";
import { SeekBar } from "./seek-bar.tsx";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A row's icon button, 44 px: a thumb's tap target on a phone. */
function RowButton({
  label,
  icon: Icon,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800"
      aria-label={label}
      onClick={onClick}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

interface Props {
  item: Generation;
  playing: boolean;
  onPlay: () => void;
  /** Set on the row the history's player holds: where it is, and how to move it. */
  seek: { at: number; total: number; onSeek: (seconds: number) => void } | null;
  onDeleted: (id: string) => void;
}

export function HistoryItem({ item, playing, onPlay, seek, onDeleted }: Props) {
  const site = useSite();
  const remove = useDeleteGeneration();
  const [confirming, setConfirming] = useState(false);
  const created = new Date(item.createdAt);
  const name = `${item.voiceName}, ${when.format(created)}`;

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted(item.id);
        toast.success("Generation deleted");
      },
      onError: (error) => toastError(error, "Could not delete the generation. Please try again."),
    });

  // In the format last chosen under the generated audio.
  const download = () => {
    const { url, ext } = downloadOf(item.id, storedDownloadFormat());
    void downloadAudio(url, audioFileName(site.siteName, item.voiceName, created, ext));
  };

  return (
    <li className="flex flex-wrap items-center gap-x-1 gap-y-2 py-3 sm:gap-x-3">
      <div className="min-w-0 flex-1">
        <p dir="auto" className="truncate text-sm font-medium">
          {item.textPreview}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {item.voiceName} · <time dateTime={item.createdAt}>{when.format(created)}</time>
          {item.durationMs !== null && ` · ${clock(item.durationMs / 1000)}`} ·{" "}
          {fileSize(item.audioSize)}
          {item.source === "api" && (
            <span className="ml-2 rounded bg-indigo-100 px-1.5 py-0.5 font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
              API
            </span>
          )}
        </p>
      </div>
      <RowButton
        label={`${playing ? "Pause" : "Play"} ${name}`}
        icon={playing ? Pause : Play}
        onClick={onPlay}
      />
      <RowButton label={`Download ${name}`} icon={Download} onClick={download} />
      <RowButton label={`Delete ${name}`} icon={Trash2} onClick={() => setConfirming(true)} />
      {seek && (
        <SeekBar
          at={seek.at}
          total={seek.total || (item.durationMs ?? 0) / 1000}
          onSeek={seek.onSeek}
          label={name}
        />
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this generation?"
        description="The audio file is removed for good. Your generations left do not change."
        size="sm"
        footer={
          <ModalActions
            label="Delete"
            danger
            busy={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={confirmDelete}
          />
        }
      >
        <p dir="auto" className="line-clamp-3 text-sm">
          {item.textPreview}
        </p>
      </Modal>
    </li>
  );
}
