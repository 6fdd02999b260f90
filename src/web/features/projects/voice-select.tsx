// The voices a block or a project may speak in, as a labelled <select>.
import { useQuery } from "@tanstack/react-query";
import { inputClass } from "../../components/ui/field.tsx";
import { type Answer, client, getQuery } from "../../lib/client.ts";

export type VoiceOption = Answer<typeof client.api.voices.$get>[number];

export const useVoices = () => useQuery(getQuery(["voices"], client.api.voices));

export const voiceName = (voices: VoiceOption[] | undefined, id: string) =>
  voices?.find((v) => v.id === id)?.name ?? id;

export function VoiceSelect({
  id,
  value,
  onChange,
  voices,
  emptyLabel,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  voices: VoiceOption[] | undefined;
  /** The choice "" (the project's default), when there is one. */
  emptyLabel?: string;
}) {
  return (
    <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {voices?.map((v) => (
        <option key={v.id} value={v.id}>
          {v.name}
        </option>
      ))}
    </select>
  );
}
