// The studio's voice, in one compact row above the text box: its name, the language it speaks, its
// sample and Change, which opens every voice in a sheet (voice-sheet.tsx). On a phone the text box
// then sits on the first screen instead of under the whole list.
import { Play, Square } from "lucide-react";
import { useEffect, useState } from "react";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { defaultVoice, primaryLanguage } from "../../../domain/voices.ts";
import { Button } from "../../components/ui/button.tsx";
import { ApiRequestError } from "../../lib/api.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { useComingVoices, useVoices, type Voice } from "./api.ts";
import { studioText } from "./texts.ts";
import { usePlayer } from "./use-player.ts";
import { VoiceSheet } from "./voice-sheet.tsx";

interface Props {
  selected: Voice | null;
  onSelect: (voice: Voice) => void;
}

const LANGUAGE_NAMES = { en: "languageEn", ur: "languageUr", hi: "languageHi" } as const;

/** The language a voice speaks, in the reader's language when the catalogue names it. */
function useLanguageName(language: string): string {
  const t = useTexts(studioText);
  const code = primaryLanguage(language);
  return code in LANGUAGE_NAMES
    ? t(LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES])
    : language.toUpperCase();
}

export function VoicePicker({ selected, onSelect }: Props) {
  const t = useTexts(studioText);
  const locale = useLocale();
  const voices = useVoices();
  const [open, setOpen] = useState(false);
  // Nothing chosen yet: start on a voice in the interface's language (an Urdu page, an Urdu
  // voice), the best installed one (neural before eSpeak).
  const fallback = voices.data && !selected ? defaultVoice(voices.data, locale) : undefined;
  useEffect(() => {
    if (fallback) onSelect(fallback);
  }, [fallback, onSelect]);

  return (
    <section aria-labelledby="voice-title" className="min-w-0 space-y-3">
      <h3 id="voice-title" className="text-sm font-semibold">
        {t("pickerVoice")}
      </h3>
      <ComingVoices />
      {voices.isPending ? (
        <VoiceSkeleton />
      ) : voices.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
        >
          <p className="font-semibold">{t("pickerLoadFailed")}</p>
          <p className="mt-1">
            {voices.error instanceof ApiRequestError && voices.error.status < 500
              ? voices.error.message
              : t("pickerUnavailable")}
          </p>
          <Button variant="secondary" className="mt-3 min-h-11" onClick={() => voices.refetch()}>
            {t("pickerRetry")}
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 dark:border-slate-700">
          {selected ? <Chosen voice={selected} /> : <p className="flex-1">{t("pickerNone")}</p>}
          <Button
            variant="secondary"
            className="min-h-11 shrink-0"
            aria-label={t("pickerChangeLabel")}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {t("pickerChange")}
          </Button>
          <VoiceSheet
            open={open}
            onClose={() => setOpen(false)}
            voices={voices.data}
            selected={selected}
            onSelect={onSelect}
          />
        </div>
      )}
    </section>
  );
}

/** The chosen voice's name and language, and its sample (a voice without one has no button). */
function Chosen({ voice }: { voice: Voice }) {
  const t = useTexts(studioText);
  const language = useLanguageName(voice.language);
  const preview = usePlayer();
  const playing = preview.playing && preview.current === voice.previewUrl;
  const Icon = playing ? Square : Play;
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a sample is a few words in the named voice */}
      <audio ref={preview.ref} preload="none" hidden />
      <p className="min-w-0 flex-1">
        <span className="block font-medium break-words">
          <bdi>{voice.name}</bdi>
          {voice.engine === "neural" && (
            <span className="ms-1.5 rounded-full bg-violet-100 px-1.5 py-0.5 align-middle text-[0.65rem] font-semibold tracking-wide text-violet-800 uppercase dark:bg-violet-950 dark:text-violet-200">
              {t("voiceNeural")}
            </span>
          )}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{language}</span>
      </p>
      {voice.previewUrl && (
        <button
          type="button"
          onClick={() => voice.previewUrl && preview.toggle(voice.previewUrl)}
          aria-label={t(playing ? "voiceStopPreview" : "voicePlayPreview", { name: voice.name })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700"
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      )}
    </>
  );
}

function VoiceSkeleton() {
  const t = useTexts(studioText);
  return (
    <div
      aria-busy="true"
      className="flex min-h-14 animate-pulse items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 motion-reduce:animate-none dark:border-slate-700"
    >
      <span className="sr-only">{t("pickerLoading")}</span>
      <div className="flex-1 space-y-1.5">
        <div className="h-3 w-40 max-w-full rounded bg-slate-200 dark:bg-slate-700" />
        <div className="h-2.5 w-16 rounded bg-slate-200 dark:bg-slate-700" />
      </div>
      <div className="h-9 w-20 rounded-lg bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}

// The server is installing its default neural voices: say so, and how far it got.
function ComingVoices() {
  const t = useTexts(studioText);
  const locale = useLocale();
  const coming = useComingVoices();
  if (!coming.data?.coming) return null;
  const { percent } = coming.data;
  return (
    <div className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-100">
      <p aria-live="polite">{t("pickerComing", { percent: formatNumber(percent, locale) })}</p>
      <div
        role="progressbar"
        aria-label={t("pickerComingLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-full overflow-hidden rounded-full bg-indigo-200 dark:bg-indigo-900"
      >
        <div
          className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
