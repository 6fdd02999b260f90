import { Download, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useSite } from "../../lib/site.ts";
import type { Generation } from "./api.ts";
import { audioFileName, downloadAudio } from "./download.ts";
import { clock, fileSize } from "./format.ts";
import { usePlayer } from "./use-player.ts";

const TIME_EVENTS = ["timeupdate", "loadedmetadata", "durationchange", "emptied"] as const;

// docs/product.md section 2: the Generated Audio panel, Play/Pause and Download.
export function GeneratedAudio({ generation }: { generation: Generation }) {
  const site = useSite();
  const player = usePlayer();
  const [time, setTime] = useState({ at: 0, total: 0 });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const el = player.ref.current;
    if (!el) return;
    const update = () =>
      setTime({ at: el.currentTime, total: Number.isFinite(el.duration) ? el.duration : 0 });
    for (const e of TIME_EVENTS) el.addEventListener(e, update);
    return () => {
      for (const e of TIME_EVENTS) el.removeEventListener(e, update);
    };
  }, [player.ref]);

  const fileName = audioFileName(
    site.siteName,
    generation.voiceName,
    new Date(generation.createdAt),
    generation.format,
  );
  const save = async () => {
    setSaving(true);
    await downloadAudio(generation.audioUrl, fileName);
    setSaving(false);
  };
  const total = time.total || (generation.durationMs ?? 0) / 1000;

  return (
    <section
      aria-labelledby="generated-title"
      className="rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <h3 id="generated-title" className="font-semibold">
        Generated Audio
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {generation.voiceName} · {generation.textLength} characters ·{" "}
        {fileSize(generation.audioSize)}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript is the text the user typed above */}
      <audio ref={player.ref} src={generation.audioUrl} preload="metadata" />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button onClick={() => player.toggle()}>
          {player.playing ? (
            <Pause className="size-4" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
          {player.playing ? "Pause" : "Play"}
        </Button>
        <Button variant="secondary" onClick={save} disabled={saving}>
          <Download className="size-4" aria-hidden="true" /> Download
        </Button>
        <span className="text-sm tabular-nums text-slate-700 dark:text-slate-300">
          {clock(time.at)} / {clock(total)}
        </span>
      </div>
    </section>
  );
}
