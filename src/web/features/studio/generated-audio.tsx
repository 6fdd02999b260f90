import { Download, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DOWNLOAD_FORMATS } from "../../../domain/generation.ts";
import { Button } from "../../components/ui/button.tsx";
import { inputLook } from "../../components/ui/field.tsx";
import { Options } from "../../components/ui/options.tsx";
import { Section } from "../../components/ui/section.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { useSite } from "../../lib/site.ts";
import type { Generation } from "./api.ts";
import { Captions } from "./captions.tsx";
import { audioFileName, downloadAudio, downloadOf, useDownloadFormat } from "./download.ts";
import { fileSize } from "./format.ts";
import { SeekBar } from "./seek-bar.tsx";
import { studioText } from "./texts.ts";
import { usePlayer } from "./use-player.ts";

const formats = DOWNLOAD_FORMATS.map((f) => ({ value: f.id, label: f.label }));

export interface ShownAudio {
  src: string;
  voiceName: string;
  /** Null while the audio is still being spoken (and played as it comes). */
  generation: Generation | null;
}

/** A stored generation, as the panel shows it. */
export const storedAudio = (generation: Generation): ShownAudio => ({
  src: generation.audioUrl,
  voiceName: generation.voiceName,
  generation,
});

// docs/product.md section 2: the Generated Audio panel, Play/Pause, a seek bar and Download in the
// format chosen beside it (MP3 at 128 or 64 kbit/s, or WAV). A generation still being spoken
// plays at once; its facts, download and captions come when it is whole. The panel only appears
// after a generation, and takes the focus.
export function GeneratedAudio({
  audio: { src, voiceName, generation },
  autoPlay = false,
}: {
  audio: ShownAudio;
  autoPlay?: boolean;
}) {
  const t = useTexts(studioText);
  const locale = useLocale();
  const site = useSite();
  const player = usePlayer();
  const [saving, setSaving] = useState(false);
  const [format, setFormat] = useDownloadFormat();

  const { toggle } = player;
  useEffect(() => {
    if (autoPlay) void toggle();
  }, [autoPlay, toggle]);
  // The panel appears when Generate has done its work: the keyboard and the screen reader go on
  // from its Play/Pause (the Generate button is busy, then the text is spoken).
  const play = useRef<HTMLButtonElement>(null);
  useEffect(() => play.current?.focus(), []);

  const save = async () => {
    if (!generation) return;
    const { url, ext } = downloadOf(generation.id, format);
    const at = new Date(generation.createdAt);
    setSaving(true);
    await downloadAudio(url, audioFileName(site.siteName, generation.voiceName, at, ext));
    setSaving(false);
  };
  const total = player.time.total || (generation?.durationMs ?? 0) / 1000;
  const PlayIcon = player.playing ? Pause : Play;

  return (
    <Section
      id="generated-title"
      title={t("audioTitle")}
      heading="h3"
      className="rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40"
      titleClassName="font-semibold"
    >
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {generation
          ? t("audioFacts", {
              voice: generation.voiceName,
              count: generation.textLength,
              size: fileSize(generation.audioSize, locale),
            })
          : t("audioLive", { voice: voiceName })}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript is the text the user typed above */}
      <audio ref={player.ref} src={src} preload="metadata" />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button ref={play} className="min-h-11" onClick={() => player.toggle()}>
          <PlayIcon className="size-4" aria-hidden="true" />
          {player.playing ? t("audioPause") : t("audioPlay")}
        </Button>
        {/* The file is ready once the whole text is spoken. Download and its format are items of
            the row, not a pair that cannot break: on a phone the format goes below, whole. */}
        <Button
          variant="secondary"
          className="min-h-11 whitespace-nowrap"
          onClick={save}
          disabled={saving || !generation}
        >
          {saving || !generation ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}{" "}
          {t("audioDownload")}
        </Button>
        <select
          aria-label={t("audioFormat")}
          value={format}
          onChange={(e) => setFormat(e.target.value as typeof format)}
          className={`${inputLook} min-h-11`}
        >
          <Options of={formats} />
        </select>
      </div>
      <div className="mt-2">
        <SeekBar
          at={player.time.at}
          total={total}
          onSeek={player.seek}
          label={t("audioLabel", { voice: voiceName })}
        />
      </div>
      {generation && (
        <Captions
          generation={generation}
          audio={player.ref}
          at={player.time.at}
          onSeek={player.seek}
        />
      )}
    </Section>
  );
}
