import { Download, type LucideIcon, Pause, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import { formatMoment } from "../../../domain/i18n/format.ts";
import { toast } from "../../components/toaster.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { toastError } from "../../lib/api.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { useSite } from "../../lib/site.ts";
import { textLang } from "../../lib/text-lang.ts";
import { type Generation, useDeleteGeneration } from "./api.ts";
import { audioFileName, downloadAudio, downloadOf, storedDownloadFormat } from "./download.ts";
import { clock, fileSize, SEP } from "./format.ts";
import { SeekBar } from "./seek-bar.tsx";
import { studioText } from "./texts.ts";

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
  const t = useTexts(studioText);
  const locale = useLocale();
  const site = useSite();
  const remove = useDeleteGeneration();
  const [confirming, setConfirming] = useState(false);
  const created = new Date(item.createdAt);
  const when = formatMoment(created, site.timezone, locale);
  const name = t("historyName", { voice: item.voiceName, when });
  const lang = textLang(item.textPreview);

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted(item.id);
        toast.success(t("historyDeleted"));
      },
      onError: (error) => toastError(error, t("historyDeleteFailed")),
    });

  // In the format last chosen under the generated audio.
  const download = () => {
    const { url, ext } = downloadOf(item.id, storedDownloadFormat());
    void downloadAudio(url, audioFileName(site.siteName, item.voiceName, created, ext));
  };

  return (
    <li className="flex flex-wrap items-center gap-x-1 gap-y-2 py-3 sm:gap-x-3">
      <div className="min-w-0 flex-1">
        {/* One line, cut with an ellipsis; clipped sideways only (truncate's overflow-hidden
            would cut off the Nastaliq letters that rise above the line). */}
        <p
          dir="auto"
          lang={lang}
          className="overflow-x-clip text-sm font-medium text-ellipsis whitespace-nowrap"
        >
          {item.textPreview}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {/* Each fact isolated: an Urdu date beside an English name keeps its own order. */}
          <bdi>{item.voiceName}</bdi>
          {SEP}
          <time dateTime={item.createdAt} dir="auto">
            {when}
          </time>
          {item.durationMs !== null && (
            <>
              {SEP}
              <bdi>{clock(item.durationMs / 1000)}</bdi>
            </>
          )}
          {SEP}
          <bdi className="whitespace-nowrap">{fileSize(item.audioSize, locale)}</bdi>
          {item.source === "api" && (
            <span className="ms-2 rounded bg-indigo-100 px-1.5 py-0.5 font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
              {t("historyApi")}
            </span>
          )}
        </p>
      </div>
      <RowButton
        label={t(playing ? "historyPause" : "historyPlay", { name })}
        icon={playing ? Pause : Play}
        onClick={onPlay}
      />
      <RowButton label={t("historyDownload", { name })} icon={Download} onClick={download} />
      <RowButton
        label={t("historyDelete", { name })}
        icon={Trash2}
        onClick={() => setConfirming(true)}
      />
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
        title={t("historyDeleteTitle")}
        description={t("historyDeleteDescription")}
        size="sm"
        footer={
          <ModalActions
            label={t("historyDeleteConfirm")}
            danger
            busy={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={confirmDelete}
          />
        }
      >
        {/* The clamp clips at the box: Nastaliq's first letters rise above the line, so room. */}
        <p dir="auto" lang={lang} className="line-clamp-3 text-sm [&:lang(ur)]:pt-1.5">
          {item.textPreview}
        </p>
      </Modal>
    </li>
  );
}
