import { Check, Play, Square } from "lucide-react";
import { useId } from "react";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import type { Voice } from "./api.ts";
import { SEP } from "./format.ts";
import { studioText } from "./texts.ts";
import { usePlayer } from "./use-player.ts";

interface Props {
  voices: Voice[];
  selectedId: string | null;
  onSelect: (voice: Voice) => void;
  onClearFilters: () => void;
}

const GENDER_LABELS = { male: "voiceMale", female: "voiceFemale", neutral: null } as const;

// The accent and description are the provider's words (English): isolated, so on an Urdu page
// their punctuation stays where English puts it. Wraps between words rather than cutting one off.
function Details({ voice: v }: { voice: Voice }) {
  const t = useTexts(studioText);
  const gender = GENDER_LABELS[v.gender];
  const about = [v.accent, v.description].filter(Boolean).join(SEP);
  return (
    <span className="block text-xs break-words text-slate-600 dark:text-slate-400">
      {gender && t(gender)}
      {gender && about && SEP}
      {about && <bdi>{about}</bdi>}
    </span>
  );
}

// Native radio buttons: arrow keys move the choice and screen readers say "radio, 3 of 16" with
// no extra script. The preview buttons sit beside each label, not inside it. The natural voices
// (neural, a paid provider's) come first; the built-in eSpeak ones follow in a group headed
// "Basic", whatever order the list came in.
export function VoiceList({ voices, selectedId, onSelect, onClearFilters }: Props) {
  const t = useTexts(studioText);
  const name = useId();
  const preview = usePlayer();
  const natural = voices.filter((v) => v.engine !== "embedded");
  const basic = voices.filter((v) => v.engine === "embedded");
  const row = (v: Voice) => (
    <VoiceRow
      key={v.id}
      voice={v}
      name={name}
      checked={v.id === selectedId}
      playing={preview.playing && preview.current === v.previewUrl}
      onSelect={() => onSelect(v)}
      onPreview={() => v.previewUrl && preview.toggle(v.previewUrl)}
    />
  );
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a preview is a few words in the named voice */}
      <audio ref={preview.ref} preload="none" hidden />
      {voices.length === 0 ? (
        <NoMatch onClearFilters={onClearFilters} />
      ) : (
        // It scrolls inside the sheet, so the search and Done stay in view.
        <div className="max-h-[50dvh] space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700">
          {natural.map(row)}
          {basic.length > 0 && (
            <fieldset className="min-w-0 space-y-1">
              <legend className="px-2 pt-2 pb-0.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                {t("voiceBasicGroup")}
              </legend>
              {basic.map(row)}
            </fieldset>
          )}
        </div>
      )}
    </>
  );
}

function NoMatch({ onClearFilters }: { onClearFilters: () => void }) {
  const t = useTexts(studioText);
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm dark:border-slate-700">
      <p className="text-slate-700 dark:text-slate-300">{messageText("generationNoVoicesMatch")}</p>
      <button
        type="button"
        onClick={onClearFilters}
        className="mt-2 min-h-11 px-2 font-semibold text-indigo-700 underline dark:text-indigo-300"
      >
        {t("voiceClearFilters")}
      </button>
    </div>
  );
}

interface RowProps {
  voice: Voice;
  name: string;
  checked: boolean;
  playing: boolean;
  onSelect: () => void;
  onPreview: () => void;
}

function VoiceRow({ voice: v, name, checked, playing, onSelect, onPreview }: RowProps) {
  const t = useTexts(studioText);
  const PreviewIcon = playing ? Square : Play;
  return (
    <div
      className={`flex items-center gap-2 rounded-md px-2 py-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${
        checked
          ? "bg-indigo-50 ring-1 ring-indigo-600 dark:bg-indigo-950 dark:ring-indigo-400"
          : "hover:bg-slate-50 dark:hover:bg-slate-800"
      }`}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 py-1">
        <input
          type="radio"
          name={name}
          value={v.id}
          checked={checked}
          onChange={onSelect}
          className="size-4 shrink-0 accent-indigo-600 focus:outline-none"
        />
        <span className="min-w-0">
          <span className="flex items-center gap-1 font-medium">
            {v.name}
            {v.engine === "neural" && (
              <span className="rounded-full bg-violet-100 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide text-violet-800 uppercase dark:bg-violet-950 dark:text-violet-200">
                {t("voiceNeural")}
              </span>
            )}
            {checked && (
              <Check className="size-4 text-indigo-700 dark:text-indigo-300" aria-hidden="true" />
            )}
          </span>
          <Details voice={v} />
        </span>
      </label>
      {v.previewUrl && (
        <button
          type="button"
          onClick={onPreview}
          aria-label={t(playing ? "voiceStopPreview" : "voicePlayPreview", { name: v.name })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700"
        >
          <PreviewIcon className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
