import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "../../../domain/voices.ts";
import { Disclosure } from "../../components/ui/disclosure.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { decimal } from "./format.ts";
import { studioText } from "./texts.ts";

const sliders = [
  { key: "stability", label: "advancedStability", hint: "advancedStabilityHint" },
  { key: "similarityBoost", label: "advancedSimilarity", hint: "advancedSimilarityHint" },
  { key: "style", label: "advancedStyle", hint: "advancedStyleHint" },
] as const;

interface Props {
  value: VoiceSettings;
  onChange: (settings: VoiceSettings) => void;
}

// Beyond docs/product.md: the provider's voice settings, shown only for voices whose engine uses them.
export function AdvancedSettings({ value, onChange }: Props) {
  const t = useTexts(studioText);
  const locale = useLocale();
  return (
    <Disclosure title={t("advancedTitle")} headingLevel={3}>
      <div className="space-y-4">
        {sliders.map(({ key, label, hint }) => (
          <div key={key}>
            <div className="flex items-center justify-between text-sm">
              <label htmlFor={`setting-${key}`} className="font-medium">
                {t(label)}
              </label>
              <output htmlFor={`setting-${key}`} className="tabular-nums">
                {decimal(value[key], 2, locale)}
              </output>
            </div>
            <input
              id={`setting-${key}`}
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={value[key]}
              onChange={(e) => onChange({ ...value, [key]: Number(e.target.value) })}
              aria-describedby={`setting-${key}-hint`}
              className="mt-1 h-11 w-full accent-indigo-600"
            />
            <p id={`setting-${key}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {t(hint)}
            </p>
          </div>
        ))}
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={value.useSpeakerBoost}
            onChange={(e) => onChange({ ...value, useSpeakerBoost: e.target.checked })}
            className="size-4 accent-indigo-600"
          />
          {t("advancedSpeakerBoost")}
        </label>
        <button
          type="button"
          onClick={() => onChange({ ...DEFAULT_VOICE_SETTINGS })}
          className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
        >
          {t("advancedReset")}
        </button>
      </div>
    </Disclosure>
  );
}
