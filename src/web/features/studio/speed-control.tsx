import { MAX_SPEED, MIN_SPEED, type VoiceSettings } from "../../../domain/voices.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import type { Voice } from "./api.ts";
import { decimal } from "./format.ts";
import { studioText } from "./texts.ts";

// The engines that honour the speed setting (eSpeak's rate, the neural voices' length scale).
const SPEED_ENGINES: ReadonlySet<string> = new Set(["embedded", "neural"]);

export const hasSpeed = (voice: Voice | null) => voice !== null && SPEED_ENGINES.has(voice.engine);

/** What a generation request carries: the sliders the voice's engine uses, and nothing else. */
export function settingsFor(
  voice: Voice,
  settings: VoiceSettings,
): { settings?: Partial<VoiceSettings> } {
  if (voice.usesSettings) return { settings };
  if (hasSpeed(voice)) return { settings: { speed: settings.speed } };
  return {};
}

export function SpeedControl({
  value,
  onChange,
}: {
  value: number;
  onChange: (speed: number) => void;
}) {
  const t = useTexts(studioText);
  const shown = decimal(value, 2, useLocale());
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <label htmlFor="setting-speed" className="font-semibold">
          {t("speedLabel")}
        </label>
        {/* Not an <output>: that is a live status region, and the slider already says its
            value ("1.25 times") to screen readers. */}
        <span aria-hidden="true" className="tabular-nums">
          {t("speedValue", { value: shown })}
        </span>
      </div>
      <input
        id="setting-speed"
        type="range"
        min={MIN_SPEED}
        max={MAX_SPEED}
        step={0.05}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-valuetext={t("speedValueText", { value: shown })}
        aria-describedby="setting-speed-hint"
        className="mt-1 h-11 w-full accent-indigo-600"
      />
      <p id="setting-speed-hint" className="text-xs text-slate-600 dark:text-slate-400">
        {t("speedHint")}
      </p>
    </div>
  );
}
