// The generation's captions under its player: every line, the one being heard highlighted (a tap
// on a line plays from there), and the files to download for a video editor.
import { Captions as CaptionsIcon } from "lucide-react";
import { cueAt } from "../../../domain/captions.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { textLang } from "../../lib/text-lang.ts";
import { type Generation, useCaptions } from "./api.ts";
import { studioText } from "./texts.ts";

interface Props {
  generation: Generation;
  /** Seconds played, from the player. */
  at: number;
  onSeek: (seconds: number) => void;
}

export function Captions({ generation, at, onSeek }: Props) {
  const t = useTexts(studioText);
  const captions = useCaptions(generation);
  if (!generation.captions) return null;
  const cues = captions.data ?? [];
  const current = cueAt(cues, at * 1000);
  const file = (as: "srt" | "vtt") =>
    `/api/generations/${encodeURIComponent(generation.id)}/captions/download?as=${as}`;
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-sm font-semibold">
          <CaptionsIcon className="size-4" aria-hidden="true" /> {t("captionsTitle")}
        </h4>
        <span className="flex gap-2">
          <a href={file("srt")} download className={buttonClass("ghost", "px-3 py-1.5")}>
            {t("captionsSrt")}
          </a>
          <a href={file("vtt")} download className={buttonClass("ghost", "px-3 py-1.5")}>
            {t("captionsVtt")}
          </a>
        </span>
      </div>
      {captions.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("captionsLoading")}</p>
      ) : captions.isError ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("captionsFailed")}</p>
      ) : (
        <ol
          aria-label={t("captionsLines")}
          className="max-h-40 space-y-1 overflow-y-auto rounded-lg bg-white/70 p-2 text-sm dark:bg-slate-900/60"
        >
          {cues.map((cue, i) => (
            <li key={cue.start}>
              <button
                type="button"
                dir="auto"
                lang={textLang(cue.text)}
                aria-current={i === current ? "true" : undefined}
                onClick={() => onSeek(cue.start / 1000)}
                className={`w-full rounded px-2 py-1 text-start ${
                  i === current
                    ? "bg-indigo-600 text-white dark:bg-indigo-500"
                    : "hover:bg-slate-100 dark:hover:bg-slate-800"
                }`}
              >
                {cue.text}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
