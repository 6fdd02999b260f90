import { Search } from "lucide-react";
import { VOICE_FILTERS, type VoiceFilter } from "../../../domain/voices.ts";
import { inputClass } from "../../components/ui/field.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { studioText } from "./texts.ts";

// The domain's filters by id, each with its label in the catalogue.
const FILTER_LABELS = {
  all: "filterAll",
  male: "filterMale",
  female: "filterFemale",
  american: "filterAmerican",
  british: "filterBritish",
  "hindi-urdu": "filterHindiUrdu",
  neural: "filterNeural",
} as const satisfies Record<VoiceFilter, string>;

interface Props {
  search: string;
  onSearch: (search: string) => void;
  filter: VoiceFilter;
  onFilter: (filter: VoiceFilter) => void;
}

// docs/product.md section 2: a search box and the filters as one row of chips.
export function VoiceFilters({ search, onSearch, filter, onFilter }: Props) {
  const t = useTexts(studioText);
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="voice-search" className="sr-only">
            {t("filterSearch")}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
          <input
            id="voice-search"
            type="search"
            placeholder={t("filterSearch")}
            autoComplete="off"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            className={`${inputClass} min-h-11 ps-9`}
          />
        </div>
      </div>
      {/* One row of chips that scrolls sideways on a phone: the only filter control. */}
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">{t("filterLegend")}</legend>
        {VOICE_FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            aria-pressed={filter === f.id}
            onClick={() => onFilter(f.id)}
            className={`min-h-11 shrink-0 whitespace-nowrap rounded-full border px-4 text-sm font-medium ${
              filter === f.id
                ? "border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950"
                : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            }`}
          >
            {t(FILTER_LABELS[f.id])}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
