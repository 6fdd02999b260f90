// Every voice, searchable and filtered, in a sheet over the studio (the app's modal dialog: focus
// stays inside, Escape closes, named by its title). A choice applies at once: arrow keys move it
// as on any radio group, so the sheet waits for Done (or Escape) to close.
import { useState } from "react";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { filterVoices, type VoiceFilter } from "../../../domain/voices.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import type { Voice } from "./api.ts";
import { studioText } from "./texts.ts";
import { VoiceFilters } from "./voice-filters.tsx";
import { VoiceList } from "./voice-list.tsx";

interface Props {
  open: boolean;
  onClose: () => void;
  voices: Voice[];
  selected: Voice | null;
  onSelect: (voice: Voice) => void;
}

export function VoiceSheet({ open, onClose, voices, selected, onSelect }: Props) {
  const t = useTexts(studioText);
  const locale = useLocale();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<VoiceFilter>("all");
  const shown = filterVoices(voices, filter, search);
  const clear = () => {
    setSearch("");
    setFilter("all");
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("pickerLegend")}
      size="lg"
      footer={
        <Button className="min-h-11" onClick={onClose}>
          {t("pickerDone")}
        </Button>
      }
    >
      <fieldset className="min-w-0 space-y-3">
        <legend className="sr-only">{t("pickerLegend")}</legend>
        <VoiceFilters search={search} onSearch={setSearch} filter={filter} onFilter={setFilter} />
        <VoiceList
          voices={shown}
          selectedId={selected?.id ?? null}
          onSelect={onSelect}
          onClearFilters={clear}
        />
        <p aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
          {t("pickerShowing", {
            shown: formatNumber(shown.length, locale),
            total: formatNumber(voices.length, locale),
          })}
        </p>
      </fieldset>
    </Modal>
  );
}
