import { Search } from "lucide-react";
import { VOICE_FILTERS, type VoiceFilter } from "../../../domain/voices.ts";
import { inputClass } from "../../components/ui/field.tsx";

interface Props {
  search: string;
  onSearch: (search: string) => void;
  filter: VoiceFilter;
  onFilter: (filter: VoiceFilter) => void;
}

const isFilter = (id: string): id is VoiceFilter => VOICE_FILTERS.some((f) => f.id === id);

// docs/product.md section 2: a search box, a filter dropdown and the same filters as chips (one state).
export function VoiceFilters({ search, onSearch, filter, onFilter }: Props) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="voice-search" className="sr-only">
            Search voices
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
          <input
            id="voice-search"
            type="search"
            placeholder="Search voices"
            autoComplete="off"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            className={`${inputClass} pl-9`}
          />
        </div>
        <div className="sm:w-44">
          <label htmlFor="voice-filter" className="sr-only">
            Filter voices
          </label>
          <select
            id="voice-filter"
            value={filter}
            onChange={(e) => isFilter(e.target.value) && onFilter(e.target.value)}
            className={inputClass}
          >
            {VOICE_FILTERS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Quick filters</legend>
        {VOICE_FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            aria-pressed={filter === f.id}
            onClick={() => onFilter(f.id)}
            className={`rounded-full border px-3 py-1 text-sm font-medium ${
              filter === f.id
                ? "border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950"
                : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            }`}
          >
            {f.label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
