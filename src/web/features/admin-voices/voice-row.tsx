import { Pencil } from "lucide-react";
import { cell } from "../../components/admin/admin-table.tsx";
import { type AdminKey, adminText } from "../../components/admin/texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { useTexts } from "../../lib/i18n.ts";
import type { AdminVoice } from "./api.ts";

const ENGINE_NAMES: Record<string, AdminKey> = {
  embedded: "engineEmbedded",
  neural: "engineNeural",
  elevenlabs: "engineElevenlabs",
  openai: "engineOpenai",
};

/** An engine's name for the admin; an engine without one is shown by its id. */
export function engineName(engine: string): string {
  const key = ENGINE_NAMES[engine];
  return key ? adminText(key) : engine;
}

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
  const t = useTexts(adminText);
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className={cell}>
        <span className="font-medium">{v.name}</span>
        {v.relabelled && (
          <span className="ms-2 text-xs text-slate-600 dark:text-slate-400">
            {t("voicesWas", { name: v.original.name })}
          </span>
        )}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {[v.gender, v.accent].filter(Boolean).join(" · ")}
        </span>
      </td>
      <td className={cell}>{engineName(v.engine)}</td>
      <td className={`${cell} font-mono text-xs`}>{v.language}</td>
      <td className={cell}>
        {/* A switch: its state is read out as on/off with the voice's name. */}
        <button
          type="button"
          role="switch"
          aria-checked={v.enabled}
          aria-label={t("voicesEnabledOf", { name: v.name })}
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
        <span className="ms-2 text-xs font-semibold">
          {t(v.enabled ? "voicesOn" : "voicesOff")}
        </span>
      </td>
      <td className={cell}>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={onEdit}
          aria-label={t("voicesEditLabelsOf", { name: v.name })}
        >
          <Pencil className="size-4" aria-hidden="true" /> {t("actionEdit")}
        </Button>
      </td>
    </tr>
  );
}
