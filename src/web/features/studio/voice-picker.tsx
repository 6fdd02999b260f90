import { useEffect, useState } from "react";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { defaultVoice, filterVoices, type VoiceFilter } from "../../../domain/voices.ts";
import { Button } from "../../components/ui/button.tsx";
import { ApiRequestError } from "../../lib/api.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { useComingVoices, useVoices, type Voice } from "./api.ts";
import { studioText } from "./texts.ts";
import { VoiceFilters } from "./voice-filters.tsx";
import { VoiceList } from "./voice-list.tsx";

interface Props {
  selected: Voice | null;
  onSelect: (voice: Voice) => void;
}

export function VoicePicker({ selected, onSelect }: Props) {
  const t = useTexts(studioText);
  const locale = useLocale();
  const voices = useVoices();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<VoiceFilter>("all");
  const all = voices.data ?? [];
  const shown = filterVoices(all, filter, search);
  // Nothing chosen yet: start on a voice in the interface's language (an Urdu page, an Urdu
  // voice), the best installed one (neural before eSpeak).
  const fallback = voices.data && !selected ? defaultVoice(voices.data, locale) : undefined;
  useEffect(() => {
    if (fallback) onSelect(fallback);
  }, [fallback, onSelect]);
  const clear = () => {
    setSearch("");
    setFilter("all");
  };

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-3 text-sm font-semibold">{t("pickerLegend")}</legend>
      <ComingVoices />
      <VoiceFilters search={search} onSearch={setSearch} filter={filter} onFilter={setFilter} />
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
          <Button variant="secondary" className="mt-3" onClick={() => voices.refetch()}>
            {t("pickerRetry")}
          </Button>
        </div>
      ) : (
        <>
          <VoiceList
            voices={shown}
            selectedId={selected?.id ?? null}
            onSelect={onSelect}
            onClearFilters={clear}
          />
          <div className="flex flex-wrap justify-between gap-x-4 text-xs text-slate-600 dark:text-slate-400">
            <p>
              {t("pickerSelected")}{" "}
              <span className="font-semibold text-slate-900 dark:text-slate-100">
                {selected ? selected.name : t("pickerNone")}
              </span>
            </p>
            <p aria-live="polite">
              {t("pickerShowing", {
                shown: formatNumber(shown.length, locale),
                total: formatNumber(all.length, locale),
              })}
            </p>
          </div>
        </>
      )}
    </fieldset>
  );
}

function VoiceSkeleton() {
  const t = useTexts(studioText);
  return (
    <div
      aria-busy="true"
      className="max-h-48 space-y-2 overflow-hidden rounded-lg border border-slate-200 p-2 dark:border-slate-700"
    >
      <span className="sr-only">{t("pickerLoading")}</span>
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className="flex animate-pulse items-center gap-3 px-1 py-1.5 motion-reduce:animate-none"
        >
          <div className="size-4 rounded-full bg-slate-200 dark:bg-slate-700" />
          <div className="flex-1 space-y-1.5">
            <div className="h-3 w-24 rounded bg-slate-200 dark:bg-slate-700" />
            <div className="h-2.5 w-48 max-w-full rounded bg-slate-200 dark:bg-slate-700" />
          </div>
        </div>
      ))}
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
