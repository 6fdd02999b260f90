import { AudioLines } from "lucide-react";
import { useCallback, useState } from "react";
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "../../../domain/voices.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/section.tsx";
import { useTexts } from "../../lib/i18n.ts";
import type { Me } from "../../lib/me.ts";
import { useDictionaries } from "../../lib/pronunciation.ts";
import { AdvancedSettings } from "./advanced-settings.tsx";
import { type Generation, useVoices, type Voice } from "./api.ts";
import { chosenDictionaries, DictionaryChoice } from "./dictionary-choice.tsx";
import { GeneratedAudio, storedAudio } from "./generated-audio.tsx";
import { blockerMessage, outOfQuota } from "./preconditions.ts";
import { ScriptHint } from "./script-hint.tsx";
import { hasSpeed, SpeedControl } from "./speed-control.tsx";
import { TextInput } from "./text-input.tsx";
import { studioText } from "./texts.ts";
import { useDraft } from "./use-draft.ts";
import { useGeneration } from "./use-generation.ts";
import { VoicePicker } from "./voice-picker.tsx";

interface Props {
  profile: Me["profile"];
  current: Generation | null;
  onGenerated: (generation: Generation) => void;
  /** From the studio, which already follows the connection for its banners. */
  online: boolean;
}

export function VoiceGenerator({ profile, current, onGenerated, online }: Props) {
  const t = useTexts(studioText);
  const { text, setText, voiceId, setVoiceId, forget } = useDraft(profile.uid);
  const [settings, setSettings] = useState<VoiceSettings>({ ...DEFAULT_VOICE_SETTINGS });
  const [dictionariesOff, setDictionariesOff] = useState<Set<string>>(() => new Set());
  const dictionaries = useDictionaries();
  const dictionaryIds = chosenDictionaries(dictionaries.data ?? [], dictionariesOff);
  const generation = useGeneration((done) => {
    forget();
    onGenerated(done);
  });
  const voices = useVoices();
  const voice = voices.data?.find((v) => v.id === voiceId) ?? null;
  const setVoice = useCallback((v: Voice) => setVoiceId(v.id), [setVoiceId]);
  const spent = outOfQuota(profile);
  // The audio played as it was spoken stays on screen while it is the current generation.
  const live =
    generation.live &&
    (!generation.live.generation || generation.live.generation.id === current?.id)
      ? generation.live
      : null;

  return (
    <Card
      id="generator-title"
      title={t("generatorTitle")}
      icon={AudioLines}
      className="min-w-0 space-y-5"
    >
      <VoicePicker selected={voice} onSelect={setVoice} />
      <TextInput value={text} onChange={setText} />
      <ScriptHint voice={voice} text={text} voices={voices.data ?? []} onSelect={setVoice} />
      {hasSpeed(voice) && (
        <SpeedControl
          value={settings.speed}
          onChange={(speed) => setSettings((s) => ({ ...s, speed }))}
        />
      )}
      {voice?.usesSettings && <AdvancedSettings value={settings} onChange={setSettings} />}
      <DictionaryChoice off={dictionariesOff} onChange={setDictionariesOff} />
      <div className="space-y-2">
        <Button
          className="w-full py-3 text-base"
          // While the voices load, no voice is chosen yet (the picker picks one once they have
          // come): a tap then would be told to choose a voice that the picker is about to show.
          busy={generation.busy}
          disabled={spent || voices.isPending}
          aria-describedby="generate-status"
          onClick={() => generation.run({ voice, text, settings, online, profile, dictionaryIds })}
        >
          {t("generatorGenerate")}
        </Button>
        {/* With nothing left the button is off, and this line says why. */}
        <p
          id="generate-status"
          role="status"
          className="min-h-5 text-center text-sm text-slate-700 dark:text-slate-300"
        >
          {spent ? blockerMessage.quota : generation.status}
        </p>
      </div>
      {live ? (
        <GeneratedAudio key={`live-${live.key}`} audio={live} autoPlay />
      ) : (
        current && <GeneratedAudio key={current.id} audio={storedAudio(current)} />
      )}
    </Card>
  );
}
