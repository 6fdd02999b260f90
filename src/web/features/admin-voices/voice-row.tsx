import { Pencil } from "lucide-react";
import { cell } from "../../components/admin/admin-table.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { AdminVoice } from "./api.ts";

export const ENGINE_NAMES: Record<string, string> = {
  embedded: "eSpeak (built in)",
  neural: "Neural",
  elevenlabs: "ElevenLabs",
  openai: "OpenAI-compatible",
};

export function VoiceRow({
  voice: v,
  busy,
  onToggle,
  onEdit,
}: {
  voice: AdminVoice;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
}) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className={cell}>
        <span className="font-medium">{v.name}</span>
        {v.relabelled && (
          <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
            (was {v.original.name})
          </span>
        )}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {[v.gender, v.accent].filter(Boolean).join(" · ")}
        </span>
      </td>
      <td className={cell}>{ENGINE_NAMES[v.engine] ?? v.engine}</td>
      <td className={`${cell} font-mono text-xs`}>{v.language}</td>
      <td className={cell}>
        {/* A switch: its state is read out as on/off with the voice's name. */}
        <button
          type="button"
          role="switch"
          aria-checked={v.enabled}
          aria-label={`${v.name} enabled`}
          disabled={busy}
          onClick={onToggle}
          className={`inline-flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors disabled:opacity-60 ${
            v.enabled ? "bg-emerald-600" : "bg-slate-400 dark:bg-slate-600"
          }`}
        >
          <span
            aria-hidden="true"
            className={`size-5 rounded-full bg-white shadow transition-transform ${
              v.enabled ? "translate-x-5" : ""
            }`}
          />
        </button>
        <span className="ml-2 text-xs font-semibold">{v.enabled ? "On" : "Off"}</span>
      </td>
      <td className={cell}>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={onEdit}
          aria-label={`Edit labels of ${v.name}`}
        >
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Button>
      </td>
    </tr>
  );
}
