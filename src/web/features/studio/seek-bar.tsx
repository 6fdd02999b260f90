// Where the audio is, and a slider to move it: keyboard arrows step 5 s, a tap jumps.
import { useTexts } from "../../lib/i18n.ts";
import { clock } from "./format.ts";
import { studioText } from "./texts.ts";

interface Props {
  at: number;
  total: number;
  onSeek: (seconds: number) => void;
  /** What is being played, for the slider's name ("Seek Adam, 25 Nov"). */
  label: string;
}

export function SeekBar({ at, total, onSeek, label }: Props) {
  const t = useTexts(studioText);
  // Time runs left to right in either language: an Urdu page does not mirror the bar or its clock
  // (docs/i18n.md, "Right to left").
  return (
    <div dir="ltr" className="flex w-full min-w-0 items-center gap-3">
      <input
        type="range"
        min={0}
        max={Math.max(total, 0.1)}
        step={0.1}
        value={Math.min(at, total)}
        disabled={total === 0}
        onChange={(e) => onSeek(Number(e.target.value))}
        aria-label={t("seekLabel", { label })}
        aria-valuetext={t("seekValueText", { at: clock(at), total: clock(total) })}
        className="h-11 min-w-0 flex-1 accent-indigo-600"
      />
      <span className="shrink-0 text-sm tabular-nums text-slate-700 dark:text-slate-300">
        {t("seekTime", { at: clock(at), total: clock(total) })}
      </span>
    </div>
  );
}
