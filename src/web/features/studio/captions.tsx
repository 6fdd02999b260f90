// The generation's captions under its player: its words, the one being heard marked (a tap on a
// word plays from there); for a generation made before word times, its lines, the one being heard
// marked (a tap on a line plays from there); and the files to download for a video editor.
import { Captions as CaptionsIcon } from "lucide-react";
import type { RefObject } from "react";
import { type Cue, cueAt } from "../../../domain/captions.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { textLang } from "../../lib/text-lang.ts";
import { type Generation, useCaptions } from "./api.ts";
import { SpokenWords } from "./spoken-words.tsx";
import { studioText } from "./texts.ts";

interface Props {
  generation: Generation;
  /** The player's audio, followed word by word. */
  audio: RefObject<HTMLAudioElement | null>;
  /** Seconds played, from the player. */
  at: number;
  onSeek: (seconds: number) => void;
}

export function Captions({ generation, audio, at, onSeek }: Props) {
  const t = useTexts(studioText);
  const captions = useCaptions(generation);
  if (!generation.captions) return null;
  const file = (as: "srt" | "vtt") =>
    `/api/generations/${encodeURIComponent(generation.id)}/captions/download?as=${as}`;
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-sm font-semibold">
          <CaptionsIcon className="size-4" aria-hidden="true" /> {t("captionsTitle")}
        </h4>
        <span className="flex gap-2">
          <a href={file("srt")} download className={buttonClass("ghost", "min-h-11 px-3 py-1.5")}>
            {t("captionsSrt")}
          </a>
          <a href={file("vtt")} download className={buttonClass("ghost", "min-h-11 px-3 py-1.5")}>
            {t("captionsVtt")}
          </a>
        </span>
      </div>
      {captions.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("captionsLoading")}</p>
      ) : captions.isError ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("captionsFailed")}</p>
      ) : captions.data.words.length > 0 ? (
        <SpokenWords words={captions.data.words} audio={audio} onSeek={onSeek} />
      ) : (
        <CueLines cues={captions.data.cues} at={at} onSeek={onSeek} />
      )}
    </div>
  );
}

function CueLines({
  cues,
  at,
  onSeek,
}: {
  cues: Cue[];
  at: number;
  onSeek: (seconds: number) => void;
}) {
  const t = useTexts(studioText);
  const current = cueAt(cues, at * 1000);
  return (
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
            // A word wider than the line (a web address) breaks rather than running out of the box.
            className={`min-h-11 w-full rounded px-2 py-1 text-start [overflow-wrap:anywhere] ${
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
  );
}
